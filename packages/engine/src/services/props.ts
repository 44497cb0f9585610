import type { ServiceField } from '@flowlane/contracts';
import { z } from 'zod';

/**
 * A step's props: each `prop.*` builder returns the zod schema that parses the param, and records beside
 * it (in `propFields`) the form field the designer's panel renders. So one line states the label, the
 * help, the default and the parsing; `defineStep` reads both back.
 */

/** What a prop adds to the form: a ServiceField without its key (the key is the prop's name). */
export type PropField = Omit<ServiceField, 'key'>;

export interface PropMeta {
  readonly field: PropField;
  /** An authorization prop's kinds; the step's `authorizationKinds`. */
  readonly authorizationKinds?: readonly string[];
}

/** The form side of every schema a `prop.*` builder made (a WeakMap: steps made in tests are collected). */
export const propFields = z.registry<PropMeta>();

interface Common {
  label: string;
  help?: string;
  placeholder?: string;
  /** Shown only for these actions. */
  actions?: string[];
  /** Shown only while the select prop `key` holds one of `values`. */
  visibleWhen?: { key: string; values: string[] };
  /** For the AI tool's JSON schema; the help, else the label, when absent. */
  description?: string;
  /** The form marks it required; parsing refuses it missing (and an empty text). */
  required?: boolean;
  /** Choices loaded from the account (a connector's option loader; see ServiceField.optionsFrom). */
  optionsFrom?: { loader: string; dependsOn?: string[] };
}

/**
 * How a prop's parsing is chosen: `schema` states it outright (a shape the form cannot say, such as a
 * list of conditions); otherwise `required` keeps the base schema, `default` fills it in, and anything
 * else is optional.
 */
export type Finish<Base extends z.ZodType, O> = O extends { schema: infer S extends z.ZodType }
  ? S
  : O extends { required: true }
    ? Base
    : O extends { default: unknown }
      ? z.ZodDefault<Base>
      : z.ZodOptional<Base>;

interface WithSchema {
  /** Parses the param instead of the schema the builder derives. */
  schema?: z.ZodType;
}

export interface TextOptions extends Common, WithSchema {
  default?: string;
}
export interface NumberOptions extends Common, WithSchema {
  default?: number;
  min?: number;
  max?: number;
  int?: boolean;
}
export interface BooleanOptions extends Common, WithSchema {
  default?: boolean;
}
export interface SelectOptions extends Common, WithSchema {
  options: readonly [string, ...string[]];
  default?: string;
}
export interface ValueOptions extends Common, WithSchema {
  /** The form's default (the engine fills a param left out with it). */
  default?: unknown;
}
export interface AuthorizationOptions extends WithSchema {
  kinds: readonly string[];
  required?: boolean;
  description?: string;
}

type Enum<O extends SelectOptions> = z.ZodEnum<{ [K in O['options'][number]]: K }>;
type TextBase = z.ZodString;
type NumberBase = z.ZodCoercedNumber<unknown>;

function describeOf(options: Pick<Common, 'label' | 'help' | 'description'>): string {
  return options.description ?? options.help ?? options.label;
}

function fieldOf(
  type: ServiceField['type'],
  options: Common & { default?: unknown },
  extra: Partial<PropField> = {},
) {
  // Only the keys given, in the order field()/required() wrote them, so served descriptors do not change.
  const field: PropField = { label: options.label, type, required: options.required === true };
  if (options.help !== undefined) field.help = options.help;
  if (extra.options !== undefined) field.options = extra.options;
  if (options.default !== undefined) field.default = options.default;
  if (options.placeholder !== undefined) field.placeholder = options.placeholder;
  if (options.actions !== undefined) field.actions = options.actions;
  if (options.visibleWhen !== undefined) field.visibleWhen = options.visibleWhen;
  if (options.optionsFrom !== undefined) field.optionsFrom = options.optionsFrom;
  return field;
}

function finish(
  base: z.ZodType,
  options: WithSchema & { required?: boolean },
  defaulted: (() => z.ZodType) | undefined,
): z.ZodType {
  if (options.schema) return options.schema;
  if (options.required === true) return base;
  if (defaulted) return defaulted();
  return base.optional();
}

function register<S extends z.ZodType>(schema: S, meta: PropMeta, description: string): S {
  // describe() returns a copy: a schema shared by several props (a Headers map) gets one entry per prop.
  const described = schema.describe(description);
  propFields.add(described, meta);
  return described;
}

function textLike(type: 'string' | 'text' | 'code' | 'dataset', options: TextOptions): z.ZodType {
  const base = options.required === true ? z.string().min(1) : z.string();
  const value = options.default;
  const schema = finish(base, options, value === undefined ? undefined : () => z.string().default(value));
  return register(schema, { field: fieldOf(type, options) }, describeOf(options));
}

/** A one-line text. Required: a non-empty string. */
function string<const O extends TextOptions>(options: O): Finish<TextBase, O>;
function string(options: TextOptions): z.ZodType {
  return textLike('string', options);
}

/** A multi-line text. */
function text<const O extends TextOptions>(options: O): Finish<TextBase, O>;
function text(options: TextOptions): z.ZodType {
  return textLike('text', options);
}

/** Code or SQL, never mapped at step start when it is the Code step's. */
function code<const O extends TextOptions>(options: O): Finish<TextBase, O>;
function code(options: TextOptions): z.ZodType {
  return textLike('code', options);
}

/** A dataset of the team, by id. */
function dataset<const O extends TextOptions>(options: O): Finish<TextBase, O>;
function dataset(options: TextOptions): z.ZodType {
  return textLike('dataset', options);
}

/** A number, coerced from text (a mapping may give "5"), with optional bounds. */
function number<const O extends NumberOptions>(options: O): Finish<NumberBase, O>;
function number(options: NumberOptions): z.ZodType {
  let base = z.coerce.number();
  if (options.int === true) base = base.int();
  if (options.min !== undefined) base = base.min(options.min);
  if (options.max !== undefined) base = base.max(options.max);
  const value = options.default;
  const schema = finish(base, options, value === undefined ? undefined : () => base.default(value));
  return register(schema, { field: fieldOf('number', options) }, describeOf(options));
}

/** A checkbox. */
function boolean<const O extends BooleanOptions>(options: O): Finish<z.ZodBoolean, O>;
function boolean(options: BooleanOptions): z.ZodType {
  const value = options.default;
  const schema = finish(
    z.boolean(),
    options,
    value === undefined ? undefined : () => z.boolean().default(value),
  );
  return register(schema, { field: fieldOf('boolean', options) }, describeOf(options));
}

/** One of a list of values, labelled by themselves. */
function select<const O extends SelectOptions>(options: O): Finish<Enum<O>, O>;
function select(options: SelectOptions): z.ZodType {
  const base = z.enum(options.options);
  const value = options.default;
  const schema = finish(base, options, value === undefined ? undefined : () => base.default(value));
  const field = fieldOf('select', options, {
    options: options.options.map((value) => ({ label: value, value })),
  });
  return register(schema, { field }, describeOf(options));
}

type SchemaOr<O, D extends z.ZodType> = O extends { schema: infer S extends z.ZodType } ? S : D;
/** Any JSON value, or the shape given as `schema`. */
function json<const O extends ValueOptions>(options: O): SchemaOr<O, z.ZodOptional<z.ZodUnknown>>;
function json(options: ValueOptions): z.ZodType {
  const schema = options.schema ?? z.unknown().optional();
  return register(schema, { field: fieldOf('json', options) }, describeOf(options));
}

/** Names and values (headers, query parameters), or the shape given as `schema`. */
function keyvalue<const O extends ValueOptions>(
  options: O,
): SchemaOr<O, z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
function keyvalue(options: ValueOptions): z.ZodType {
  const schema = options.schema ?? z.record(z.string(), z.unknown()).optional();
  return register(schema, { field: fieldOf('keyvalue', options) }, describeOf(options));
}

export interface ToolsOptions extends Common {
  /** Parses the list of tools (the step states its tools' shape: the engine knows no tool kinds). */
  schema: z.ZodType;
}

/** An AI agent's tools, picked in the panel (steps, workflows, MCP servers); `schema` parses them. */
function tools<const O extends ToolsOptions>(options: O): O['schema'];
function tools(options: ToolsOptions): z.ZodType {
  return register(options.schema, { field: fieldOf('tools', options) }, describeOf(options));
}

/** A JSONata expression the engine evaluates later (a loop's break condition), not at step start. */
function expression<const O extends Common>(options: O): z.ZodOptional<z.ZodUnknown>;
function expression(options: Common): z.ZodType {
  return register(z.unknown().optional(), { field: fieldOf('expression', options) }, describeOf(options));
}

/** The step's authorization (a stored credential's id), of one of `kinds`. */
function authorization<const O extends AuthorizationOptions>(options: O): Finish<TextBase, O>;
function authorization(options: AuthorizationOptions): z.ZodType {
  const help = `An authorization of kind ${options.kinds.join(' or ')}`;
  const base = options.required === true ? z.string().min(1) : z.string();
  const schema = finish(base, options, undefined);
  const field = fieldOf('authorization', {
    label: 'Authorization',
    help,
    required: options.required === true,
  });
  return register(schema, { field, authorizationKinds: options.kinds }, options.description ?? help);
}

export const prop = {
  string,
  text,
  code,
  dataset,
  number,
  boolean,
  select,
  json,
  keyvalue,
  tools,
  expression,
  authorization,
};
