import type { ConnectorContext } from '../connectors/index.js';
import * as connectors from '../connectors/index.js';

/** The connector functions services call; tests replace them with fakes. */
export interface Connectors {
  httpRequest: typeof connectors.httpRequest;
  sendMail: typeof connectors.sendMail;
  postgresQuery: typeof connectors.postgresQuery;
  mysqlQuery: typeof connectors.mysqlQuery;
  redisCommand: typeof connectors.redisCommand;
  mqttPublish: typeof connectors.mqttPublish;
  amqpPublish: typeof connectors.amqpPublish;
  natsPublish: typeof connectors.natsPublish;
  chatCompletion: typeof connectors.chatCompletion;
}

export const realConnectors: Connectors = {
  httpRequest: connectors.httpRequest,
  sendMail: connectors.sendMail,
  postgresQuery: connectors.postgresQuery,
  mysqlQuery: connectors.mysqlQuery,
  redisCommand: connectors.redisCommand,
  mqttPublish: connectors.mqttPublish,
  amqpPublish: connectors.amqpPublish,
  natsPublish: connectors.natsPublish,
  chatCompletion: connectors.chatCompletion,
};

/** How the catalogue reaches the outside world; the server builds it from its configuration. */
export interface ServiceConfig {
  connectors: Connectors;
  /** SSRF guard settings (ALLOW_PRIVATE_NETWORK) and DNS, shared by every connector call. */
  network: Pick<ConnectorContext, 'allowPrivateNetwork' | 'allowedHosts' | 'resolve'>;
  /** Code steps: limits when the step does not set its own, and the most a step may ask for. */
  code: { timeLimitMs: number; memoryLimitBytes: number };
  /** The longest a Delay step may wait. */
  maxDelayMs: number;
  /** How long an AI Agent remembers a conversation after its last turn (the server: the run retention). */
  agentMemoryTtlMs: number;
}

export const DEFAULT_SERVICE_CONFIG: ServiceConfig = {
  connectors: realConnectors,
  network: {},
  code: { timeLimitMs: 5000, memoryLimitBytes: 64 * 1024 * 1024 },
  maxDelayMs: 7 * 24 * 3600 * 1000,
  agentMemoryTtlMs: 30 * 24 * 3600 * 1000,
};

/** A connector context for one step: the network settings plus the step's signal. */
export function connectorContext(config: ServiceConfig, signal: AbortSignal): ConnectorContext {
  return { ...config.network, signal };
}
