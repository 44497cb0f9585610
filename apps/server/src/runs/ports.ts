import { createHash, createHmac } from 'node:crypto';
import type { WorkflowGraph } from '@flowlane/contracts';
import { createInProcessSubworkflowPort, type Ports, type ServiceLookup } from '@flowlane/engine';
import { codeRunnerForTeam, expressionsForTeam, systemClock } from '@flowlane/services';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, filesRepository, type RunRecord, workflowKvRepository } from '../db/index.js';
import { storeFile } from '../files/service.js';
import { lazyChild } from '../http/logger.js';
import type { Mailer } from '../mail/index.js';

/** What each run's ports are built from; parts that later issues bring (credentials, datasets) plug in here. */
export type PortParts = {
  logger: FastifyBaseLogger;
  mailer: Mailer;
  /** The outbound parts the services package provides (HTTP through the SSRF guard, code sandbox, AI). */
  outbound: Pick<Ports, 'http' | 'codeRunner' | 'ai' | 'expressions'>;
  credentials?: (run: RunRecord) => Ports['credentials'];
  datasets?: (run: RunRecord) => Ports['datasets'];
  files?: (run: RunRecord) => Ports['files'];
  pdf?: (run: RunRecord) => Ports['pdf'];
  kv?: (run: RunRecord) => Ports['kv'];
  services: ServiceLookup;
  /** A workflow of the run's team, for Sub-workflow steps; rejects when there is none. */
  loadGraph(teamId: string, workflowId: string): Promise<WorkflowGraph>;
};

const unavailable = (what: string) => () => {
  throw new Error(`${what} are not available on this server yet.`);
};

/** The ports of one run: scoped to the run's team and workflow. */
export function portsForRun(run: RunRecord, parts: PortParts): Ports {
  const logger = lazyChild(parts.logger, { runId: run.id, workflowId: run.workflowId });
  const base: Omit<Ports, 'subworkflow'> = {
    clock: systemClock,
    ...parts.outbound,
    // The sandbox pool queues each team's code apart and serves the teams in turn.
    codeRunner: codeRunnerForTeam(parts.outbound.codeRunner, run.teamId),
    expressions: expressionsForTeam(parts.outbound.expressions, run.teamId),
    credentials: parts.credentials?.(run) ?? {
      get: async (id) => {
        throw new Error(`Authorization ${id} not found.`);
      },
    },
    datasets: parts.datasets?.(run) ?? {
      find: unavailable('Datasets'),
      count: unavailable('Datasets'),
      insert: unavailable('Datasets'),
      update: unavailable('Datasets'),
      upsert: unavailable('Datasets'),
      remove: unavailable('Datasets'),
    },
    files: parts.files?.(run) ?? { read: unavailable('Files'), write: unavailable('Files') },
    pdf: parts.pdf?.(run) ?? { read: unavailable('PDF readers') },
    kv: parts.kv?.(run) ?? inMemoryKv(),
    mail: {
      async send(message) {
        const replyTo = message.replyTo ?? message.from;
        await parts.mailer.send({
          to: message.to.join(', '),
          ...(message.cc?.length ? { cc: message.cc.join(', ') } : {}),
          ...(message.bcc?.length ? { bcc: message.bcc.join(', ') } : {}),
          ...(replyTo ? { replyTo } : {}),
          subject: message.subject,
          text: message.text ?? '',
          html: message.html ?? '',
        });
        return { messageId: `${run.id}-${Date.now()}` };
      },
    },
    logger: {
      debug: (message, fields) => logger.debug(fields ?? {}, message),
      info: (message, fields) => logger.info(fields ?? {}, message),
      warn: (message, fields) => logger.warn(fields ?? {}, message),
      error: (message, fields) => logger.error(fields ?? {}, message),
    },
    hash: {
      digest: (algorithm, data, encoding) => createHash(algorithm).update(data).digest(encoding),
      hmac: (algorithm, key, data, encoding) => createHmac(algorithm, key).update(data).digest(encoding),
    },
    random: { next: Math.random },
  };
  // A sub-workflow runs inside its parent's run (its time counts there), with the same team's ports.
  const subworkflow = createInProcessSubworkflowPort({
    load: (workflowId) => parts.loadGraph(run.teamId, workflowId),
    services: parts.services,
    ports: base,
  });
  return { ...base, subworkflow };
}

function inMemoryKv(): Ports['kv'] {
  const values = new Map<string, unknown>();
  return {
    get: async (key) => values.get(key),
    set: async (key, value) => {
      values.set(key, value);
    },
    delete: async (key) => {
      values.delete(key);
    },
  };
}

const KV_PRUNE_ONE_IN = 200;

/** The kv port kept in the database: one namespace per team and workflow, shared by all its runs. */
export function databaseKv(db: Db): (run: RunRecord) => Ports['kv'] {
  const repository = workflowKvRepository(db);
  return (run) => ({
    get: (key) => repository.get(run.teamId, run.workflowId, key),
    async set(key, value, ttlMs) {
      await repository.set(
        run.teamId,
        run.workflowId,
        key,
        value,
        ttlMs === undefined ? null : new Date(Date.now() + ttlMs),
      );
      // Reads already skip expired values; an occasional sweep keeps the table small without a timer.
      if (ttlMs !== undefined && Math.random() * KV_PRUNE_ONE_IN < 1) await repository.pruneExpired();
    },
    delete: (key) => repository.delete(run.teamId, run.workflowId, key),
  });
}

/** The files port over the team's stored files; a run reads and writes only its own team's files. */
export function databaseFiles(db: Db, maxBytes: number): (run: RunRecord) => Ports['files'] {
  const repository = filesRepository(db);
  return (run) => ({
    async read(fileId) {
      const row = /^[0-9a-f-]{36}$/i.test(fileId) ? await repository.get(run.teamId, fileId) : undefined;
      if (!row) throw new Error(`File ${fileId} not found.`);
      return { id: row.id, name: row.name, contentType: row.contentType, data: new Uint8Array(row.data) };
    },
    async write(file) {
      const stored = await storeFile(db, run.teamId, file, maxBytes);
      return { id: stored.id };
    },
  });
}
