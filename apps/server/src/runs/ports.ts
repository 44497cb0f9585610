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

/** Hashing and randomness hold nothing of a run: every run shares these. */
const RUN_HASH: Ports['hash'] = {
  digest: (algorithm, data, encoding) => createHash(algorithm).update(data).digest(encoding),
  hmac: (algorithm, key, data, encoding) => createHmac(algorithm, key).update(data).digest(encoding),
};
const RUN_RANDOM: Ports['random'] = { next: Math.random };

/** The ports made on first use (see RunPorts). */
type MadeOnUse = Pick<
  Ports,
  'credentials' | 'datasets' | 'files' | 'pdf' | 'kv' | 'mail' | 'logger' | 'subworkflow'
>;

/**
 * The ports of one run, scoped to its team and workflow. The run-scoped ones are made when a step first
 * asks for one: a run uses few of them, and making them all took ~10 µs of every run (bench/webhook).
 */
class RunPorts implements Ports {
  readonly clock = systemClock;
  readonly hash = RUN_HASH;
  readonly random = RUN_RANDOM;
  readonly http: Ports['http'];
  readonly ai: Ports['ai'];
  // The sandbox pools queue each team's work apart and serve the teams in turn.
  readonly codeRunner: Ports['codeRunner'];
  readonly expressions: Ports['expressions'];
  private readonly made: Partial<MadeOnUse> = {};

  constructor(
    private readonly run: RunRecord,
    private readonly parts: PortParts,
  ) {
    this.http = parts.outbound.http;
    this.ai = parts.outbound.ai;
    this.codeRunner = codeRunnerForTeam(parts.outbound.codeRunner, run.teamId);
    this.expressions = expressionsForTeam(parts.outbound.expressions, run.teamId);
  }

  get credentials(): Ports['credentials'] {
    this.made.credentials ??= this.parts.credentials?.(this.run) ?? {
      get: async (id) => {
        throw new Error(`Authorization ${id} not found.`);
      },
    };
    return this.made.credentials;
  }

  get datasets(): Ports['datasets'] {
    this.made.datasets ??= this.parts.datasets?.(this.run) ?? {
      find: unavailable('Datasets'),
      count: unavailable('Datasets'),
      insert: unavailable('Datasets'),
      update: unavailable('Datasets'),
      upsert: unavailable('Datasets'),
      remove: unavailable('Datasets'),
    };
    return this.made.datasets;
  }

  get files(): Ports['files'] {
    this.made.files ??= this.parts.files?.(this.run) ?? {
      read: unavailable('Files'),
      write: unavailable('Files'),
    };
    return this.made.files;
  }

  get pdf(): Ports['pdf'] {
    this.made.pdf ??= this.parts.pdf?.(this.run) ?? { read: unavailable('PDF readers') };
    return this.made.pdf;
  }

  get kv(): Ports['kv'] {
    this.made.kv ??= this.parts.kv?.(this.run) ?? inMemoryKv();
    return this.made.kv;
  }

  get mail(): Ports['mail'] {
    const { run, parts } = this;
    this.made.mail ??= {
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
    };
    return this.made.mail;
  }

  get logger(): Ports['logger'] {
    if (!this.made.logger) {
      const logger = lazyChild(this.parts.logger, { runId: this.run.id, workflowId: this.run.workflowId });
      this.made.logger = {
        debug: (message, fields) => logger.debug(fields ?? {}, message),
        info: (message, fields) => logger.info(fields ?? {}, message),
        warn: (message, fields) => logger.warn(fields ?? {}, message),
        error: (message, fields) => logger.error(fields ?? {}, message),
      };
    }
    return this.made.logger;
  }

  /** A sub-workflow runs inside its parent's run (its time counts there), with the same team's ports. */
  get subworkflow(): Ports['subworkflow'] {
    const { run, parts } = this;
    this.made.subworkflow ??= createInProcessSubworkflowPort({
      load: (workflowId) => parts.loadGraph(run.teamId, workflowId),
      services: parts.services,
      ports: this,
    });
    return this.made.subworkflow;
  }
}

/** The ports of one run: scoped to the run's team and workflow. */
export function portsForRun(run: RunRecord, parts: PortParts): Ports {
  return new RunPorts(run, parts);
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
