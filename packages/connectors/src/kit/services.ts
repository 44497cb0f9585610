import type { ServiceDescriptor } from '@flowlane/contracts';
import {
  defineStep,
  prop,
  type ServiceDefinition,
  type StepContext,
  type StepProps,
  UserError,
} from '@flowlane/engine';
import { fromConnectorError } from '@flowlane/services';
import { z } from 'zod';
import type { AppSpec, OperationSpec, PollingTriggerSpec, WebhookTriggerSpec } from './app.js';
import { AppSession, type KitConfig, paginate, requestOf } from './executor.js';
import { listSchema, paginationProps } from './lists.js';
import { pollOnce } from './polling.js';

const MAIN_OUTPUT = [{ id: 'main', label: 'Output' }];

type Descriptor = Omit<ServiceDescriptor, 'inputs' | 'authorizationKinds'>;

function descriptorOf(
  app: AppSpec,
  id: string,
  name: string,
  description: string,
  kind: 'action' | 'trigger',
  outputSchema: Record<string, unknown>,
): Descriptor {
  return {
    id: `${app.id}.${id}`,
    name,
    category: app.name,
    icon: app.icon,
    description,
    kind,
    actions: [{ id: 'run', name, description }],
    outputSchema,
    outputHandles: MAIN_OUTPUT,
    app: app.id,
    authorizationTemplates: [...app.auth.templates],
  };
}

function authorizationProp(app: AppSpec) {
  return prop.authorization({
    kinds: app.auth.kinds,
    required: true,
    description: `The ${app.name} authorization the step calls the API with`,
  });
}

/** Runs a connector call, its failures in the engine's terms (the app's answer is an operational error). */
async function translated<T>(ctx: StepContext<unknown>, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw fromConnectorError(error, ctx.node.id);
  }
}

function operationService(app: AppSpec, op: OperationSpec, config: KitConfig): ServiceDefinition {
  const props: StepProps = {
    authorization: authorizationProp(app),
    ...op.props,
    ...(op.pagination ? paginationProps : {}),
  };
  const outputSchema = op.pagination
    ? listSchema((op.outputSchema.items as Record<string, unknown> | undefined) ?? {})
    : op.outputSchema;
  return defineStep({
    descriptor: {
      ...descriptorOf(app, op.id, op.name, op.description, 'action', outputSchema),
      idempotent: op.idempotent,
      ...(op.planFeature ? { planFeature: op.planFeature } : {}),
    },
    props,
    execute: (ctx) =>
      translated(ctx, async () => {
        const params = ctx.params as Record<string, unknown>;
        const session = await AppSession.open(app, config, ctx, String(params.authorization ?? ''));
        if (op.run) {
          return { output: await op.run({ params, step: ctx, request: (r) => session.request(r) }) };
        }
        if (!op.request) throw new Error(`${app.id}.${op.id} has neither a request nor run`);
        const request = requestOf(op.request, params);
        if (op.pagination) {
          const list = await paginate(session, request, op.pagination, {
            returnAll: params.returnAll === true,
            limit: typeof params.limit === 'number' ? params.limit : 50,
            ...(op.pagination.maxPageSize ? { pageSize: op.pagination.maxPageSize } : {}),
          });
          const items = op.output ? list.items.map((item) => op.output?.(item, params)) : list.items;
          return { output: { ...list, items } };
        }
        const response = await session.request(request);
        return { output: op.output ? op.output(response.body, params) : response.body };
      }),
  });
}

/** "Custom API call": any path of the app, sent with its authorization (the endpoints we did not wrap). */
export function customApiCall(app: AppSpec): OperationSpec {
  return {
    id: 'custom_api_call',
    name: 'Custom API call',
    description: `Sends any request to the ${app.name} API with the step's authorization and returns the status, headers and body; the path is relative to ${app.baseUrl}.`,
    idempotent: false,
    planFeature: 'request',
    props: {
      method: prop.select({
        label: 'Method',
        options: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        default: 'GET',
      }),
      path: prop.string({
        label: 'Path',
        required: true,
        placeholder: '/resource',
        help: `Relative to the app's API base URL (${app.baseUrl})`,
      }),
      query: prop.keyvalue({ label: 'Query parameters' }),
      headers: prop.keyvalue({
        label: 'Headers',
        schema: z.record(z.string(), z.union([z.string(), z.number()]).transform(String)).optional(),
      }),
      body: prop.json({
        label: 'Body (JSON)',
        visibleWhen: { key: 'method', values: ['POST', 'PUT', 'PATCH', 'DELETE'] },
      }),
    },
    outputSchema: {
      type: 'object',
      properties: { status: { type: 'number' }, headers: { type: 'object' }, body: {} },
    },
    run: async (ctx) => {
      const p = ctx.params as {
        method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        path: string;
        query?: Record<string, unknown>;
        headers?: Record<string, string>;
        body?: unknown;
      };
      if (/^[a-z][a-z0-9+.-]*:/i.test(p.path.trim())) {
        throw new UserError(`The path must be relative to the ${app.name} API, not a full URL`, {
          code: 'INVALID_PARAMS',
          nodeId: ctx.step.node.id,
        });
      }
      const response = await ctx.request({
        method: p.method,
        path: p.path.trim(),
        ...(p.query ? { query: p.query } : {}),
        ...(p.headers ? { headers: p.headers } : {}),
        ...(p.body !== undefined && p.method !== 'GET' ? { body: { type: 'json', data: p.body } } : {}),
      });
      return { status: response.status, headers: response.headers, body: response.body };
    },
  };
}

function pollingService(app: AppSpec, trigger: PollingTriggerSpec, config: KitConfig): ServiceDefinition {
  const props: StepProps = { authorization: authorizationProp(app), ...trigger.props };
  return defineStep({
    descriptor: descriptorOf(
      app,
      trigger.id,
      trigger.name,
      `${trigger.description} Checked on the workflow's schedule; each run hands on only the items not handed on before.`,
      'trigger',
      listSchema((trigger.outputSchema.items as Record<string, unknown> | undefined) ?? {}),
    ),
    props,
    execute: (ctx) =>
      translated(ctx, async () => {
        const params = ctx.params as Record<string, unknown>;
        const session = await AppSession.open(app, config, ctx, String(params.authorization ?? ''));
        const items = await pollOnce(ctx, trigger, async (since) => {
          if (trigger.list) return trigger.list({ params, request: (r) => session.request(r) }, since);
          if (!trigger.request || !trigger.items) throw new Error(`${app.id}.${trigger.id} cannot list`);
          const spec = trigger.request(params, since);
          const response = await session.request({
            method: 'GET',
            path: requestOf({ method: 'GET', path: spec.path }, params).path,
            ...(spec.query ? { query: spec.query } : {}),
          });
          return trigger.items(response.body);
        });
        // Nothing new: the steps after the trigger do not run.
        return {
          output: { items, count: items.length, more: false },
          ...(items.length === 0 ? { handles: [] } : {}),
        };
      }),
  });
}

const Received = z.object({
  headers: z.record(z.string(), z.string()).catch({}),
  body: z.unknown(),
});

function webhookService(app: AppSpec, trigger: WebhookTriggerSpec): ServiceDefinition {
  return defineStep({
    descriptor: {
      ...descriptorOf(
        app,
        trigger.id,
        trigger.name,
        `${trigger.description} The webhook is registered with ${app.name} when the workflow is turned on, and each delivery's signature is checked.`,
        'trigger',
        trigger.outputSchema,
      ),
      planFeature: 'webhook',
    },
    props: { authorization: authorizationProp(app), ...trigger.props },
    // The server checked the delivery before the run was stored (AppHooks.verify); a test run from the
    // designer has no delivery and hands on its test data as the body.
    execute: (ctx) => {
      const received = Received.safeParse(ctx.trigger);
      const delivery = received.success
        ? { headers: received.data.headers, body: received.data.body, raw: Buffer.alloc(0) }
        : { headers: {}, body: ctx.trigger ?? null, raw: Buffer.alloc(0) };
      return { output: trigger.output(delivery) };
    },
  });
}

/** Every step of an app: its operations, its Custom API call and its triggers. */
export function appServices(app: AppSpec, config: KitConfig): ServiceDefinition[] {
  return [
    ...(app.pollingTriggers ?? []).map((trigger) => pollingService(app, trigger, config)),
    ...(app.webhookTriggers ?? []).map((trigger) => webhookService(app, trigger)),
    ...app.operations.map((op) => operationService(app, op, config)),
    operationService(app, customApiCall(app), config),
  ];
}
