// Named statements for the run path's hottest statements, marked with `prepared()`. PGlite's `query()`
// parses, plans and describes every statement afresh, in six protocol round trips: for the end of a
// batch of runs written once, planning alone took ~1 ms, as long as inserting four runs' rows; for the
// batched hook lookup it was four fifths of the statement. A marked statement is parsed once per session
// under a name, then only bound and executed, in one round trip; PostgreSQL keeps its plan (a generic
// one, once five custom plans showed it costs no more). On PostgreSQL, node-postgres does the same for a
// named query, once per pooled connection (`namedOnPostgres`).
import { createHash } from 'node:crypto';
import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';

/** The text that marks a statement as one to keep prepared (an SQL comment: harmless elsewhere). */
export const PREPARED_MARK = '/* prepared */ ';

/**
 * Marks a statement whose text is the same on every call (its values are all parameters) to be kept
 * prepared: by `PreparedStatements` on PGlite, by node-postgres (`namedOnPostgres`) on PostgreSQL. Inside
 * a transaction it runs as any statement.
 */
export function prepared(query: SQL): SQL {
  return sql`${sql.raw(PREPARED_MARK)}${query}`;
}

/**
 * A kept plan is made afresh after this many runs or this long: PGlite has no autovacuum to tell a plan
 * that its tables grew, and a plan made over a small table (a sequential scan) would stay. Re-preparing
 * costs one planning, ~0.1% of the runs in between.
 */
const REPLAN_AFTER_RUNS = 1_000;
const REPLAN_AFTER_MS = 30_000;
/** Marked texts are a handful; past this many, further ones run unprepared (never an unbounded map). */
const MAX_STATEMENTS = 64;

type Kept = { name: string; paramTypes: number[]; runs: number; preparedAt: number };

/** What of PGlite's own instance this uses beside its public API: its locks, serializers and parsers. */
type PgliteInternals = PGlite & {
  serializers: Record<number, (value: unknown) => string>;
  parsers: NonNullable<QueryOptions['parsers']>;
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>;
};

/**
 * PostgreSQL refuses a kept statement whose result columns changed since it was prepared (a migration
 * added a column to a table it reads with `*`, say, while this process ran): it is prepared again.
 */
const isChangedResult = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '0A000';

const { serialize } = protocol;

/** The named statements of one PGlite instance (one session: names are the instance's own). */
export class PreparedStatements {
  private readonly kept = new Map<string, Kept>();
  private nextName = 1;
  private readonly client: PgliteInternals;

  constructor(client: PGlite) {
    this.client = client as PgliteInternals;
  }

  /** Whether `text` runs as a named statement: marked, and kept already or room to keep it. */
  wants(text: string): boolean {
    return text.startsWith(PREPARED_MARK) && (this.kept.has(text) || this.kept.size < MAX_STATEMENTS);
  }

  /**
   * Runs a marked statement outside any transaction, as `query()` would (it waits for an open
   * transaction, and answers the same results, errors included).
   */
  async query<T>(text: string, params: unknown[], options: QueryOptions = {}): Promise<Results<T>> {
    const { client } = this;
    // As query() does: a closed database refuses, and a transaction begun before this call goes first.
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await this.run<T>(await this.statementFor(text), params, options);
        } catch (error) {
          if (!isChangedResult(error)) throw error;
          return await this.run<T>(await this.statementFor(text, true), params, options);
        }
      }),
    );
  }

  /** Binds and runs a kept statement, in one round trip. */
  private async run<T>(statement: Kept, params: unknown[], options: QueryOptions): Promise<Results<T>> {
    const { client } = this;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i];
      const serializer = type === undefined ? undefined : client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      Buffer.concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    await client.syncToFs();
    const [result] = parse.parseResults(messages, client.parsers, options);
    if (!result) throw new Error('a prepared statement answered no result');
    return result as Results<T>;
  }

  /**
   * The statement's name, prepared now if it is new, its plan is due to be made afresh, or `again` (its
   * result's columns changed).
   */
  private async statementFor(text: string, again = false): Promise<Kept> {
    const now = Date.now();
    const kept = this.kept.get(text);
    if (kept && !again && kept.runs < REPLAN_AFTER_RUNS && now - kept.preparedAt < REPLAN_AFTER_MS) {
      kept.runs += 1;
      return kept;
    }
    const name = kept?.name ?? `flowlane_${this.nextName++}`;
    this.kept.delete(text);
    const { messages } = await this.client.execProtocol(
      Buffer.concat([
        ...(kept ? [serialize.close({ type: 'S', name })] : []),
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const fresh = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      runs: 1,
      preparedAt: now,
    };
    this.kept.set(text, fresh);
    return fresh;
  }
}

/**
 * PGlite on the main thread as drizzle's driver sees it (query, exec, transaction), its marked statements
 * kept prepared as the worker thread keeps them (pglite-worker.ts).
 */
export function withPrepared(client: PGlite): Pick<PGlite, 'query' | 'exec' | 'transaction'> {
  const statements = new PreparedStatements(client);
  return {
    query: (text, params = [], options) =>
      statements.wants(text) ? statements.query(text, params, options) : client.query(text, params, options),
    exec: (text, options) => client.exec(text, options),
    transaction: (work) => client.transaction(work),
  };
}

/** A query as node-postgres takes it (a config object), as far as naming it goes. */
type PgQueryConfig = { text?: unknown; name?: unknown };

/**
 * Names the marked statements a node-postgres pool runs outside transactions (by their text's hash), so
 * each pooled connection parses and plans one once; PostgreSQL's autovacuum keeps such plans current. A
 * statement refused for its changed columns gets a new name, so each connection prepares it afresh.
 */
export function namedOnPostgres<Pool extends { query: (...args: never[]) => unknown }>(pool: Pool): Pool {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const names = new Map<string, { hash: string; generation: number }>();
  const nameOf = (text: string) => {
    let named = names.get(text);
    if (!named && names.size < MAX_STATEMENTS) {
      named = { hash: createHash('sha1').update(text).digest('hex').slice(0, 16), generation: 0 };
      names.set(text, named);
    }
    return named;
  };
  const run = (config: object, text: string, rest: unknown[]) => {
    const named = nameOf(text);
    if (!named) return query(config, ...rest);
    const generation = named.generation;
    return query({ ...config, name: `flowlane_${named.hash}_${generation}` }, ...rest).catch((error) => {
      if (!isChangedResult(error)) throw error;
      if (named.generation === generation) named.generation += 1;
      return query({ ...config, name: `flowlane_${named.hash}_${named.generation}` }, ...rest);
    });
  };
  const named = (config: unknown, ...rest: unknown[]) => {
    if (typeof config === 'object' && config !== null && !rest.some((arg) => typeof arg === 'function')) {
      const { text, name } = config as PgQueryConfig;
      if (typeof text === 'string' && name === undefined && text.startsWith(PREPARED_MARK))
        return run(config, text, rest);
    }
    return query(config, ...rest);
  };
  return Object.assign(pool, { query: named });
}
