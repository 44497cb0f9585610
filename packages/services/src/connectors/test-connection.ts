import { z } from 'zod';
import { AmqpConnection, amqpTarget, openAmqp } from './amqp.js';
import { assertOpenAiSuccess, OpenAiConnection, openAiAuth, openAiUrl } from './chat-completion.js';
import { type ConnectorContext, parseInput, withConnection } from './context.js';
import type { HttpContext } from './http.js';
import { httpRequest } from './http.js';
import { getByPath } from './json-path.js';
import { openSmtp, SmtpConnection, smtpTarget } from './mail.js';
import { MqttConnection, mqttTarget, openMqtt } from './mqtt.js';
import { MysqlConnection, mysqlTarget, openMysql } from './mysql.js';
import { NatsConnection, natsTarget, openNats } from './nats.js';
import { openPostgres, PostgresConnection, postgresTarget } from './postgres.js';
import { openRedis, RedisConnection, redisTarget } from './redis.js';

export const ConnectionKind = z.enum([
  'smtp',
  'postgres',
  'mysql',
  'redis',
  'mqtt',
  'amqp',
  'nats',
  'openai',
]);
export type ConnectionKind = z.infer<typeof ConnectionKind>;

export interface ConnectionTestResult {
  ok: boolean;
  message: string;
}

type Check = (connection: unknown, ctx: ConnectorContext & HttpContext) => Promise<string>;

// Each check proves the whole path works: reach the host, authenticate, and get one answer back.
const CHECKS: Record<ConnectionKind, Check> = {
  smtp: async (raw, ctx) => {
    const smtp = parseInput(SmtpConnection, raw, 'SMTP connection');
    return withConnection(ctx, {
      target: smtpTarget(smtp),
      open: () => openSmtp(smtp, ctx),
      use: async (transporter) => {
        await transporter.verify();
        return `Connected to the ${smtpTarget(smtp)} and logged in`;
      },
      close: (transporter) => transporter.close(),
    });
  },
  postgres: async (raw, ctx) => {
    const connection = parseInput(PostgresConnection, raw, 'PostgreSQL connection');
    return withConnection(ctx, {
      target: postgresTarget(connection),
      open: () => openPostgres(connection, ctx),
      use: async (client) => {
        const result = await client.query<{ version: string }>('SELECT 1 AS ok, version() AS version');
        return `Connected to ${postgresTarget(connection)}: ${result.rows[0]?.version ?? 'PostgreSQL'}`;
      },
      close: (client) => client.end(),
    });
  },
  mysql: async (raw, ctx) => {
    const connection = parseInput(MysqlConnection, raw, 'MySQL connection');
    return withConnection(ctx, {
      target: mysqlTarget(connection),
      open: () => openMysql(connection, ctx),
      use: async (conn) => {
        const [rows] = await conn.query('SELECT VERSION() AS version');
        const version = getByPath(rows, '[0].version');
        return `Connected to ${mysqlTarget(connection)} (server ${typeof version === 'string' ? version : 'unknown'})`;
      },
      close: (conn, aborted) => (aborted ? conn.destroy() : conn.end()),
    });
  },
  redis: async (raw, ctx) => {
    const connection = parseInput(RedisConnection, raw, 'Redis connection');
    return withConnection(ctx, {
      target: redisTarget(connection),
      open: () => openRedis(connection, ctx),
      use: async (client) => `Connected to ${redisTarget(connection)}: PING answered ${await client.ping()}`,
      close: (client) => client.disconnect(),
    });
  },
  mqtt: async (raw, ctx) => {
    const connection = parseInput(MqttConnection, raw, 'MQTT connection');
    return withConnection(ctx, {
      target: mqttTarget(connection),
      open: () => openMqtt(connection, ctx),
      use: async () => `Connected to the ${mqttTarget(connection)}`,
      close: (client) => client.endAsync(true),
    });
  },
  amqp: async (raw, ctx) => {
    const connection = parseInput(AmqpConnection, raw, 'AMQP connection');
    return withConnection(ctx, {
      target: amqpTarget(connection),
      open: () => openAmqp(connection, ctx),
      use: async () => `Connected to the ${amqpTarget(connection)}`,
      close: (model) => model.close(),
    });
  },
  nats: async (raw, ctx) => {
    const connection = parseInput(NatsConnection, raw, 'NATS connection');
    return withConnection(ctx, {
      target: natsTarget(connection),
      open: () => openNats(connection, ctx),
      use: async (nc) => {
        const rtt = await nc.rtt();
        return `Connected to the ${natsTarget(connection)} (round trip ${Math.round(rtt)} ms)`;
      },
      close: (nc) => nc.close(),
    });
  },
  openai: async (raw, ctx) => {
    const connection = parseInput(OpenAiConnection, raw, 'OpenAI-compatible connection');
    const url = openAiUrl(connection.baseUrl, 'models');
    const response = await httpRequest(
      {
        url,
        auth: openAiAuth(connection.apiKey),
        responseType: 'json',
        throwOnHttpError: false,
        timeoutMs: ctx.timeoutMs ?? 15_000,
      },
      ctx,
    );
    assertOpenAiSuccess(response, `The model API at ${url}`);
    const models = getByPath(response.body, 'data');
    const count = Array.isArray(models) ? ` (${models.length} models)` : '';
    return `Connected to the model API at ${url}${count}`;
  },
};

/**
 * Checks a saved connection of any kind. Never throws: the outcome is for a person to read, in the
 * authorization form's "Test" button.
 */
export async function testConnection(
  kind: ConnectionKind,
  connection: unknown,
  ctx: ConnectorContext & HttpContext = {},
): Promise<ConnectionTestResult> {
  try {
    const check = CHECKS[parseInput(ConnectionKind, kind, 'connection kind')];
    return { ok: true, message: await check(connection, { timeoutMs: 15_000, ...ctx }) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
