import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/index.js';
import type { Db } from '../db/index.js';
import { Authorizations } from './service.js';

const instances = new WeakMap<Db, Authorizations>();

/** One Authorizations per database (so the routes and the runs share its in-process refresh guard). */
export function authorizationsOf(deps: {
  db: Db;
  config: Config;
  logger: FastifyBaseLogger;
}): Authorizations {
  let found = instances.get(deps.db);
  if (!found) {
    found = new Authorizations(deps);
    instances.set(deps.db, found);
  }
  return found;
}
