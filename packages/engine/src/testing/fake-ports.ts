import type { RunResult } from '@flowlane/contracts';
import { OperationalError, UserError } from '../errors.js';
import type {
  AiPort,
  ChatRequest,
  ChatResponse,
  CodeRunner,
  CodeRunRequest,
  CodeRunResult,
  Credential,
  CredentialsPort,
  DatasetCondition,
  DatasetFindQuery,
  DatasetRow,
  DatasetsPort,
  DatasetWhere,
  FilesPort,
  HashPort,
  HttpPort,
  HttpRequest,
  HttpResponse,
  KvPort,
  LogFields,
  Logger,
  MailMessage,
  MailPort,
  PdfPageText,
  PdfPort,
  PdfReadRequest,
  PdfReadResult,
  Ports,
  RandomPort,
  StoredFile,
  SubworkflowPort,
  SubworkflowRequest,
} from '../ports/index.js';
import { FakeClock } from './fake-clock.js';

/** Answers HTTP requests from a handler and keeps every request. */
export class FakeHttp implements HttpPort {
  readonly requests: HttpRequest[] = [];
  constructor(
    private readonly handler: (request: HttpRequest) => HttpResponse | Promise<HttpResponse> = () => ({
      status: 200,
      headers: {},
      body: {},
    }),
  ) {}
  async request(request: HttpRequest): Promise<HttpResponse> {
    this.requests.push(request);
    return this.handler(request);
  }
}

export class InMemoryCredentials implements CredentialsPort {
  private readonly byId: Map<string, Credential>;
  constructor(credentials: Credential[] = []) {
    this.byId = new Map(credentials.map((c) => [c.id, c]));
  }
  async get(authorizationId: string): Promise<Credential> {
    const found = this.byId.get(authorizationId);
    if (!found)
      throw new UserError(`Authorization "${authorizationId}" not found`, { code: 'NO_AUTHORIZATION' });
    return found;
  }
  /** Refreshes recorded in order; `onRefresh` gives the fresh credential (default: the stored one). */
  readonly refreshed: string[] = [];
  onRefresh: ((credential: Credential) => Credential | Promise<Credential>) | undefined;
  async refresh(authorizationId: string, _refused?: Credential): Promise<Credential> {
    const current = await this.get(authorizationId);
    this.refreshed.push(authorizationId);
    const fresh = this.onRefresh ? await this.onRefresh(current) : current;
    this.byId.set(authorizationId, fresh);
    return fresh;
  }
}

/** A code runner for engine tests: answers from a handler (the real sandbox is in the services package). */
export class FakeCodeRunner implements CodeRunner {
  readonly requests: CodeRunRequest[] = [];
  constructor(
    private readonly handler: (request: CodeRunRequest) => CodeRunResult | Promise<CodeRunResult> = (r) => ({
      value: r.input,
      logs: [],
    }),
  ) {}
  async run(request: CodeRunRequest): Promise<CodeRunResult> {
    this.requests.push(request);
    return this.handler(request);
  }
}

function holds(row: DatasetRow, condition: DatasetCondition): boolean {
  const cell = row[condition.column];
  if (cell === undefined || cell === null) return false;
  const text = typeof cell === 'string' ? cell : JSON.stringify(cell);
  const wanted = String(condition.value);
  switch (condition.operator) {
    case 'contains':
      return text.toLowerCase().includes(wanted.toLowerCase());
    case 'startsWith':
      return text.toLowerCase().startsWith(wanted.toLowerCase());
    case 'endsWith':
      return text.toLowerCase().endsWith(wanted.toLowerCase());
    case 'matches':
      return new RegExp(wanted).test(text);
    case 'gt':
      return typeof cell === 'number' ? cell > Number(condition.value) : text > wanted;
    case 'lt':
      return typeof cell === 'number' ? cell < Number(condition.value) : text < wanted;
    case 'equals':
      return cell === condition.value;
  }
}

function matches(row: DatasetRow, where: DatasetWhere | undefined): boolean {
  if (!where || where.conditions.length === 0) return true;
  return where.join === 'and'
    ? where.conditions.every((c) => holds(row, c))
    : where.conditions.some((c) => holds(row, c));
}

/** Datasets in memory for engine and service tests; `keys` names a dataset's key column for upserts. */
export class InMemoryDatasets implements DatasetsPort {
  readonly tables = new Map<string, DatasetRow[]>();
  readonly keys = new Map<string, string>();
  private table(id: string): DatasetRow[] {
    let rows = this.tables.get(id);
    if (!rows) {
      rows = [];
      this.tables.set(id, rows);
    }
    return rows;
  }
  async find(query: DatasetFindQuery): Promise<DatasetRow[]> {
    const rows = this.table(query.datasetId).filter((r) => matches(r, query.where));
    const sort = query.sort;
    if (sort) {
      const sign = sort.direction === 'asc' ? 1 : -1;
      rows.sort((a, b) => {
        const x = a[sort.column];
        const y = b[sort.column];
        return x === y ? 0 : (x ?? '') < (y ?? '') ? -sign : sign;
      });
    }
    return rows.slice(query.offset, query.offset + query.limit).map((r) => ({ ...r }));
  }
  async count(datasetId: string, where?: DatasetWhere) {
    return this.table(datasetId).filter((r) => matches(r, where)).length;
  }
  async insert(datasetId: string, rows: DatasetRow[]) {
    this.table(datasetId).push(...rows.map((r) => ({ ...r })));
    return { inserted: rows.length };
  }
  async update(datasetId: string, where: DatasetWhere, values: DatasetRow) {
    let updated = 0;
    for (const row of this.table(datasetId)) {
      if (!matches(row, where)) continue;
      Object.assign(row, values);
      updated += 1;
    }
    return { updated };
  }
  async upsert(datasetId: string, rows: DatasetRow[]) {
    const key = this.keys.get(datasetId);
    if (!key) throw new UserError('The dataset has no key column', { code: 'DATASET_NO_KEY' });
    let inserted = 0;
    let updated = 0;
    for (const row of rows) {
      const existing = this.table(datasetId).find((r) => r[key] === row[key]);
      if (existing) {
        Object.assign(existing, row);
        updated += 1;
      } else {
        this.table(datasetId).push({ ...row });
        inserted += 1;
      }
    }
    return { inserted, updated };
  }
  async remove(datasetId: string, where: DatasetWhere) {
    const rows = this.table(datasetId);
    const kept = rows.filter((r) => !matches(r, where));
    this.tables.set(datasetId, kept);
    return { removed: rows.length - kept.length };
  }
}

export class RecordingMail implements MailPort {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
    return { messageId: `fake-${this.sent.length}` };
  }
}

export class InMemoryFiles implements FilesPort {
  readonly files = new Map<string, StoredFile>();
  async read(fileId: string): Promise<StoredFile> {
    const file = this.files.get(fileId);
    if (!file) throw new UserError(`File "${fileId}" not found`, { code: 'NO_FILE' });
    return file;
  }
  async write(file: Omit<StoredFile, 'id'>) {
    const id = `file-${this.files.size + 1}`;
    this.files.set(id, { ...file, id });
    return { id };
  }
}

/** PDFs whose pages are already text; records each request, honours the page limit. */
export class FakePdf implements PdfPort {
  readonly documents = new Map<string, { name: string; pages: PdfPageText[] }>();
  readonly requests: PdfReadRequest[] = [];
  async read(request: PdfReadRequest): Promise<PdfReadResult> {
    this.requests.push(request);
    const document = this.documents.get(request.fileId);
    if (!document) throw new UserError(`File "${request.fileId}" not found`, { code: 'NO_FILE' });
    return {
      fileId: request.fileId,
      name: document.name,
      pageCount: document.pages.length,
      pages: document.pages.slice(0, request.maxPages),
    };
  }
}

export class FakeAi implements AiPort {
  readonly requests: ChatRequest[] = [];
  constructor(
    private readonly handler: (request: ChatRequest) => ChatResponse | Promise<ChatResponse> = (r) => ({
      content: `echo: ${r.messages.at(-1)?.content ?? ''}`,
      model: r.model,
    }),
  ) {}
  async chat(request: ChatRequest): Promise<ChatResponse> {
    this.requests.push(request);
    return this.handler(request);
  }
}

export class InMemoryKv implements KvPort {
  readonly values = new Map<string, unknown>();
  async get(key: string) {
    return this.values.get(key);
  }
  async set(key: string, value: unknown) {
    this.values.set(key, value);
  }
  async delete(key: string) {
    this.values.delete(key);
  }
}

/** A sub-workflow port that answers from a handler; see createInProcessSubworkflowPort for the real one. */
export class FakeSubworkflows implements SubworkflowPort {
  readonly requests: SubworkflowRequest[] = [];
  constructor(
    private readonly handler: (request: SubworkflowRequest) => RunResult | Promise<RunResult> = () => {
      throw new OperationalError('No sub-workflows in this test', { code: 'NO_SUBWORKFLOW' });
    },
  ) {}
  async run(request: SubworkflowRequest): Promise<RunResult> {
    this.requests.push(request);
    return this.handler(request);
  }
}

export interface LogEntry {
  level: 'debug' | 'info' | 'warn' | 'error';
  message: string;
  fields: LogFields | undefined;
}

export class RecordingLogger implements Logger {
  readonly entries: LogEntry[] = [];
  debug(message: string, fields?: LogFields) {
    this.entries.push({ level: 'debug', message, fields });
  }
  info(message: string, fields?: LogFields) {
    this.entries.push({ level: 'info', message, fields });
  }
  warn(message: string, fields?: LogFields) {
    this.entries.push({ level: 'warn', message, fields });
  }
  error(message: string, fields?: LogFields) {
    this.entries.push({ level: 'error', message, fields });
  }
}

/**
 * Not a real hash: a deterministic stand-in ("fake-sha256:<text>") so engine tests need no crypto.
 * The services package has the node:crypto one.
 */
export const fakeHash: HashPort = {
  digest: (algorithm, data, encoding) => `fake-${algorithm}-${encoding}:${data}`,
  hmac: (algorithm, key, data, encoding) => `fake-hmac-${algorithm}-${encoding}:${key}:${data}`,
};

/** mulberry32: a small seeded generator, so "random" runs repeat. */
export function seededRandom(seed = 1): RandomPort {
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

export interface FakePorts extends Ports {
  clock: FakeClock;
  datasets: InMemoryDatasets;
}

/** Ports for tests: in-memory, recording, virtual time. Override any of them. */
export function createFakePorts(
  overrides: Partial<Ports> & { clock?: FakeClock; datasets?: InMemoryDatasets } = {},
): FakePorts {
  return {
    clock: new FakeClock(),
    http: new FakeHttp(),
    credentials: new InMemoryCredentials(),
    codeRunner: new FakeCodeRunner(),
    datasets: new InMemoryDatasets(),
    mail: new RecordingMail(),
    files: new InMemoryFiles(),
    pdf: new FakePdf(),
    ai: new FakeAi(),
    kv: new InMemoryKv(),
    subworkflow: new FakeSubworkflows(),
    logger: new RecordingLogger(),
    hash: fakeHash,
    random: seededRandom(),
    ...overrides,
  };
}
