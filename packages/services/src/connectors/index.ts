// Outbound connectors for workflow steps: plain async functions, no engine dependency. Each takes its
// input (validated with the zod schema exported beside it) and a ConnectorContext, and fails with a
// ConnectorError or, when the SSRF guard refuses a host, an SsrfBlockedError.
export { AmqpConnection, AmqpPublishInput, type AmqpPublishResult, amqpPublish } from './amqp.js';
export {
  ChatCompletionInput,
  type ChatCompletionResult,
  ChatMessage,
  chatCompletion,
  OpenAiConnection,
} from './chat-completion.js';
export {
  type ConnectorContext,
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_OPERATION_TIMEOUT_MS,
} from './context.js';
export { ConnectorError, type ConnectorErrorCode } from './errors.js';
export {
  DEFAULT_HTTP_TIMEOUT_MS,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_MAX_RESPONSE_BYTES,
  type HttpContext,
  type HttpPage,
  type HttpResponse,
  httpRequest,
} from './http.js';
export { nextFromLinkHeader } from './http-pagination.js';
export {
  HttpAuth,
  HttpBody,
  HttpMethod,
  HttpPagination,
  HttpRequestOptions,
  HttpResponseType,
  MultipartFile,
} from './http-schema.js';
export { getByPath } from './json-path.js';
export { MailAttachment, SendMailInput, type SendMailResult, SmtpConnection, sendMail } from './mail.js';
export { MqttConnection, MqttPublishInput, type MqttPublishResult, mqttPublish } from './mqtt.js';
export { MysqlConnection, MysqlQueryInput, type MysqlQueryResult, mysqlQuery } from './mysql.js';
export {
  NatsConnection,
  NatsPublishInput,
  type NatsPublishResult,
  type NatsReply,
  natsPublish,
} from './nats.js';
export {
  PostgresConnection,
  PostgresQueryInput,
  type PostgresQueryResult,
  postgresQuery,
} from './postgres.js';
export {
  RedisCommandInput,
  type RedisCommandResult,
  RedisConnection,
  redisCommand,
  refusedRedisCommand,
} from './redis.js';
export { ConnectionKind, type ConnectionTestResult, testConnection } from './test-connection.js';
export { TlsSetting } from './tls.js';
