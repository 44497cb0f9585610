import { z } from 'zod';

/**
 * Authorization kinds. The names are the ones the services' steps accept (`authorizationKinds` of a
 * service descriptor), so an authorization made from a template fits the steps that ask for its kind.
 */
export const AuthorizationKind = z.enum([
  'oauth2',
  'apikey',
  'bearer',
  'basic',
  'smtp',
  'postgres',
  'mysql',
  'redis',
  'mqtt',
  'amqp',
  'nats',
  'openai',
  'anthropic',
  'gemini',
  'mcp',
]);
export type AuthorizationKind = z.infer<typeof AuthorizationKind>;

/** Kinds whose "test connection" opens a real connection through the services' connectors. */
export const CONNECTION_KINDS = [
  'smtp',
  'postgres',
  'mysql',
  'redis',
  'mqtt',
  'amqp',
  'nats',
  'openai',
] as const satisfies readonly AuthorizationKind[];

export const AuthFieldType = z.enum(['text', 'password', 'number', 'boolean', 'select', 'textarea']);
export type AuthFieldType = z.infer<typeof AuthFieldType>;

export const AuthFieldValue = z.union([z.string(), z.number(), z.boolean()]);
export type AuthFieldValue = z.infer<typeof AuthFieldValue>;

/** One input of a template's form; `secret` fields are sealed at rest and only ever returned masked. */
export const AuthFormField = z.object({
  key: z.string(),
  label: z.string(),
  type: AuthFieldType,
  required: z.boolean(),
  secret: z.boolean(),
  help: z.string().optional(),
  placeholder: z.string().optional(),
  default: AuthFieldValue.optional(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});
export type AuthFormField = z.infer<typeof AuthFormField>;

export const AuthTemplateCategory = z.enum([
  'OAuth2 apps',
  'Apps',
  'HTTP',
  'Databases',
  'Messaging',
  'Mail',
  'AI',
]);
export type AuthTemplateCategory = z.infer<typeof AuthTemplateCategory>;

/** An entry of the auth library: a credential kind with its form (GET /api/authtemplate). */
export const AuthTemplate = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: AuthTemplateCategory,
  kind: AuthorizationKind,
  /** A Material icon name for the list. */
  icon: z.string(),
  /** Where the provider documents how to get the values (an OAuth app, an API key). */
  docsUrl: z.string().optional(),
  fields: z.array(AuthFormField),
});
export type AuthTemplate = z.infer<typeof AuthTemplate>;

export const AuthTemplateQuery = z.object({
  category: AuthTemplateCategory.optional(),
  search: z.string().max(100).optional(),
});
export type AuthTemplateQuery = z.infer<typeof AuthTemplateQuery>;
