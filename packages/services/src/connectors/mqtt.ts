import type { MqttClient } from 'mqtt';
import { z } from 'zod';
import { pinHost } from '../net/pin-host.js';
import {
  type ConnectorContext,
  DEFAULT_CONNECT_TIMEOUT_MS,
  guardOptions,
  parseInput,
  withConnection,
} from './context.js';
import { ConnectorError } from './errors.js';
import { MessagePayload, payloadBytes } from './payload.js';
import { portOf, TlsSetting, tlsOptions } from './tls.js';

const Credentials = {
  username: z.string().optional(),
  password: z.string().optional(),
  clientId: z.string().optional(),
};

export const MqttConnection = z.union([
  z.object({ url: z.string().min(1), ...Credentials, tls: TlsSetting.optional() }),
  z.object({
    host: z.string().min(1),
    port: z.number().int().min(1).max(65535).optional(),
    ...Credentials,
    tls: TlsSetting.optional(),
  }),
]);
export type MqttConnection = z.infer<typeof MqttConnection>;

export const MqttPublishInput = z.object({
  connection: MqttConnection,
  topic: z.string().min(1),
  payload: MessagePayload,
  qos: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  retain: z.boolean().optional(),
});
export type MqttPublishInput = z.infer<typeof MqttPublishInput>;

export interface MqttPublishResult {
  /** The packet id the broker acknowledged (QoS 1 and 2 only). */
  messageId?: number;
}

interface MqttSettings {
  host: string;
  port: number;
  tls: TlsSetting | undefined;
  username?: string;
  password?: string;
}

const TLS_SCHEMES = new Set(['mqtts:', 'ssl:', 'tls:']);

function settingsOf(connection: MqttConnection): MqttSettings {
  if (!('url' in connection)) {
    return {
      host: connection.host,
      port: connection.port ?? (connection.tls ? 8883 : 1883),
      tls: connection.tls,
    };
  }
  let url: URL;
  try {
    url = new URL(connection.url);
  } catch {
    throw new ConnectorError('INVALID_INPUT', 'The MQTT URL is not an mqtt:// URL');
  }
  const secure = TLS_SCHEMES.has(url.protocol);
  if (!secure && url.protocol !== 'mqtt:' && url.protocol !== 'tcp:') {
    throw new ConnectorError(
      'INVALID_INPUT',
      `MQTT over ${url.protocol} is not supported; use mqtt:// or mqtts://`,
    );
  }
  return {
    host: url.hostname,
    port: portOf(url.port, secure ? 8883 : 1883),
    tls: secure ? (connection.tls ?? true) : connection.tls,
    username: connection.username ?? (url.username ? decodeURIComponent(url.username) : undefined),
    password: connection.password ?? (url.password ? decodeURIComponent(url.password) : undefined),
  };
}

export function mqttTarget(connection: MqttConnection): string {
  const { host, port } = settingsOf(connection);
  return `MQTT broker at ${host}:${port}`;
}

/** Connects once, without mqtt.js's automatic reconnects, to a guard-checked address; the caller ends it. */
export async function openMqtt(connection: MqttConnection, ctx: ConnectorContext): Promise<MqttClient> {
  const settings = settingsOf(connection);
  const { connectHost, servername } = await pinHost(settings.host, guardOptions(ctx));
  const tls = tlsOptions(settings.tls, servername);
  // Loaded on first use, not at start-up: a large library that many installs never touch.
  const { connect } = await import('mqtt');
  const client = connect({
    protocol: tls ? 'mqtts' : 'mqtt',
    host: connectHost,
    port: settings.port,
    ...(tls ?? {}),
    username: settings.username,
    password: settings.password,
    clientId: connection.clientId,
    connectTimeout: ctx.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    reconnectPeriod: 0,
  });
  // Later socket errors on a client (connected or abandoned) must not surface as unhandled events.
  client.on('error', () => {});
  return new Promise((resolve, reject) => {
    // Only our own listeners are removed: mqtt.js listens to its own events internally.
    const detach = () => {
      client.off('connect', onConnect);
      client.off('error', onError);
      client.off('close', onClose);
    };
    const onConnect = () => {
      detach();
      resolve(client);
    };
    const onError = (error: unknown) => {
      detach();
      client.end(true);
      reject(error);
    };
    const onClose = () =>
      onError(new ConnectorError('CONNECTION_RESET', 'The MQTT broker closed the connection'));
    client.on('connect', onConnect);
    client.on('error', onError);
    client.on('close', onClose);
  });
}

/** Publishes one message and, for QoS 1/2, waits for the broker's acknowledgement. */
export async function mqttPublish(
  input: MqttPublishInput,
  ctx: ConnectorContext = {},
): Promise<MqttPublishResult> {
  const { connection, topic, payload, qos, retain } = parseInput(MqttPublishInput, input, 'MQTT publish');
  return withConnection(ctx, {
    target: mqttTarget(connection),
    open: () => openMqtt(connection, ctx),
    use: async (client) => {
      const packet = await client.publishAsync(topic, payloadBytes(payload), {
        qos: qos ?? 0,
        retain: retain ?? false,
      });
      return packet?.messageId === undefined ? {} : { messageId: packet.messageId };
    },
    close: (client, aborted) => client.endAsync(aborted),
  });
}
