import type { AiPort } from './ai.js';
import type { Clock } from './clock.js';
import type { CodeRunner } from './code-runner.js';
import type { CredentialsPort } from './credentials.js';
import type { DatasetsPort } from './datasets.js';
import type { ExpressionSandbox } from './expressions.js';
import type { FilesPort } from './files.js';
import type { HashPort } from './hash.js';
import type { HttpPort } from './http.js';
import type { KvPort } from './kv.js';
import type { Logger } from './logger.js';
import type { MailPort } from './mail.js';
import type { PdfPort } from './pdf.js';
import type { RandomPort } from './random.js';
import type { SubworkflowPort } from './subworkflow.js';

export type { AiPort, ChatMessage, ChatRequest, ChatResponse } from './ai.js';
export type { Clock } from './clock.js';
export type { CodeRunner, CodeRunRequest, CodeRunResult } from './code-runner.js';
export type { Credential, CredentialsPort } from './credentials.js';
export type {
  DatasetCondition,
  DatasetFilterOperator,
  DatasetFindQuery,
  DatasetRow,
  DatasetsPort,
  DatasetWhere,
} from './datasets.js';
export type { ExpressionRequest, ExpressionSandbox } from './expressions.js';
export type { FilesPort, StoredFile } from './files.js';
export type { DigestEncoding, HashAlgorithm, HashPort } from './hash.js';
export type { HttpPort, HttpRequest, HttpResponse } from './http.js';
export type { KvPort } from './kv.js';
export type { LogFields, Logger } from './logger.js';
export type { MailMessage, MailPort } from './mail.js';
export type { PdfPageText, PdfPort, PdfReadRequest, PdfReadResult } from './pdf.js';
export type { RandomPort } from './random.js';
export type { SubworkflowPort, SubworkflowRequest } from './subworkflow.js';

/** Everything a run may touch outside the engine. */
export interface Ports {
  clock: Clock;
  http: HttpPort;
  credentials: CredentialsPort;
  codeRunner: CodeRunner;
  datasets: DatasetsPort;
  mail: MailPort;
  files: FilesPort;
  pdf: PdfPort;
  ai: AiPort;
  kv: KvPort;
  subworkflow: SubworkflowPort;
  logger: Logger;
  hash: HashPort;
  random: RandomPort;
  /**
   * Where expressions that may run long are evaluated (a worker pool on a server). Without it every
   * expression runs in process under its time limit (the browser, tests).
   */
  expressions?: ExpressionSandbox;
}
