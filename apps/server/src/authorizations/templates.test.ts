import { AUTH_TEMPLATES, type AuthFormField, type AuthTemplate } from '@flowlane/contracts';
import { connectors, createServiceRegistry } from '@flowlane/services';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { splitFields } from './fields.js';

/** A value of the field's type, as a person would fill the form. */
function sample(field: AuthFormField): string | number | boolean {
  if (field.default !== undefined) return field.default;
  if (field.type === 'number') return 1234;
  if (field.type === 'boolean') return true;
  if (field.type === 'select') return field.options?.[0]?.value ?? '';
  return field.key === 'host' ? 'db.example.test' : `${field.key}-value`;
}

/** The fields a step receives from the credentials port for an authorization made from `template`. */
function credentialFields(template: AuthTemplate): Record<string, unknown> {
  const { plain, secret } = splitFields(
    template,
    Object.fromEntries(template.fields.map((f) => [f.key, sample(f)])),
  );
  return { ...plain, ...secret };
}

const CONNECTION_SCHEMAS: Record<string, z.ZodType> = {
  smtp: connectors.SmtpConnection,
  postgres: connectors.PostgresConnection,
  mysql: connectors.MysqlConnection,
  redis: connectors.RedisConnection,
  mqtt: connectors.MqttConnection,
  amqp: connectors.AmqpConnection,
  nats: connectors.NatsConnection,
  openai: connectors.OpenAiConnection,
};

describe('auth templates', () => {
  const stepKinds = new Set([
    ...createServiceRegistry()
      .descriptors()
      .flatMap((d) => d.authorizationKinds ?? []),
    // An MCP server's authorization is chosen among an AI Agent's tools, not as a step's own.
    'mcp',
  ]);

  it.each(AUTH_TEMPLATES.map((t) => [t.id, t] as const))(
    '%s makes an authorization some step accepts',
    (_id, template) => {
      expect(stepKinds.has(template.kind)).toBe(true);
      expect(new Set(template.fields.map((f) => f.key)).size).toBe(template.fields.length);
    },
  );

  it.each(AUTH_TEMPLATES.filter((t) => t.kind in CONNECTION_SCHEMAS).map((t) => [t.id, t] as const))(
    '%s fields parse as its connector connection, every field consumed',
    (_id, template) => {
      const fields = credentialFields(template);
      const schema = CONNECTION_SCHEMAS[template.kind];
      const parsed = schema?.safeParse(fields);
      expect(parsed?.success, JSON.stringify(parsed?.error?.issues)).toBe(true);
      // Nothing the form asks for is dropped by the connector (a misspelt key would be).
      const model = template.kind === 'openai' ? ['model'] : [];
      expect(Object.keys(parsed?.data ?? {}).sort()).toEqual(
        Object.keys(fields)
          .filter((k) => !model.includes(k))
          .sort(),
      );
    },
  );

  it.each([
    ['bearer', { type: 'bearer' }],
    ['basic', { type: 'basic' }],
    ['apikey', { type: 'apiKey' }],
  ])('%s fields become the HTTP Request auth', (id, expected) => {
    const template = AUTH_TEMPLATES.find((t) => t.id === id);
    if (!template) throw new Error(id);
    const f = credentialFields(template);
    const candidate =
      id === 'basic'
        ? { type: 'basic', username: f.username, password: f.password }
        : id === 'apikey'
          ? { type: 'apiKey', in: f.in, name: f.name, value: f.value }
          : { type: 'bearer', token: f.token };
    expect(connectors.HttpAuth.parse(candidate)).toMatchObject(expected);
  });
});
