import { randomBytes } from 'node:crypto';
import type { CredentialsPort, KvPort } from '@flowlane/engine';
import { UserError } from '@flowlane/engine';
import { z } from 'zod';
import type { AppSpec, WebhookDelivery, WebhookTriggerSpec } from './app.js';
import { AppSession, type KitConfig } from './executor.js';

/**
 * The app webhooks of workflows: registered with the app when a workflow is turned on, removed when it is
 * turned off, and every delivery checked against the secret they were registered with. The hook's state
 * (secret, the app's hook id, what it was registered for) is kept in the workflow's key-value store.
 */

export const hookStateKey = (nodeId: string) => `hook:${nodeId}`;

const HookState = z.object({
  v: z.literal(1),
  secret: z.string(),
  url: z.string(),
  authorization: z.string(),
  params: z.record(z.string(), z.unknown()),
  state: z.record(z.string(), z.string()),
});
type HookState = z.infer<typeof HookState>;

/** A workflow's trigger step as stored in its graph. */
export interface HookNode {
  id: string;
  serviceId: string;
  params: Record<string, unknown>;
}

/** What turning a hook on or off needs: the team's authorizations and the workflow's store. */
export interface HookHost {
  credentials: CredentialsPort;
  kv: KvPort;
  signal?: AbortSignal;
}

export type DeliveryVerdict = 'run' | 'ignore' | 'refuse';

const sameParams = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(a) === JSON.stringify(b);

export class AppHooks {
  private readonly byService = new Map<string, { app: AppSpec; trigger: WebhookTriggerSpec }>();

  constructor(
    apps: readonly AppSpec[],
    private readonly config: KitConfig,
  ) {
    for (const app of apps)
      for (const trigger of app.webhookTriggers ?? [])
        this.byService.set(`${app.id}.${trigger.id}`, { app, trigger });
  }

  /** True when the step is an app webhook trigger. */
  handles(serviceId: string): boolean {
    return this.byService.has(serviceId);
  }

  private async session(app: AppSpec, node: HookNode, host: HookHost) {
    const authorization = node.params.authorization;
    if (typeof authorization !== 'string' || authorization === '') {
      throw new UserError(`${app.name}: the trigger needs an authorization to register its webhook`, {
        code: 'INVALID_PARAMS',
        nodeId: node.id,
      });
    }
    const ctx = {
      ports: { credentials: host.credentials },
      signal: host.signal ?? new AbortController().signal,
      node,
    };
    return { session: await AppSession.open(app, this.config, ctx, authorization), authorization };
  }

  private params(trigger: WebhookTriggerSpec, node: HookNode): Record<string, unknown> {
    const parsed = z.object(trigger.props).safeParse(node.params);
    if (!parsed.success) {
      throw new UserError(
        `The trigger's settings are incomplete: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
        {
          code: 'INVALID_PARAMS',
          nodeId: node.id,
        },
      );
    }
    return parsed.data;
  }

  /**
   * Registers the node's hook at `url` unless it already is, for the same settings; a hook registered
   * for other settings (another repository, another URL) is removed first.
   */
  async enable(node: HookNode, url: string, host: HookHost): Promise<void> {
    const found = this.byService.get(node.serviceId);
    if (!found) return;
    const key = hookStateKey(node.id);
    const stored = HookState.safeParse(await host.kv.get(key));
    const params = this.params(found.trigger, node);
    if (
      stored.success &&
      stored.data.url === url &&
      stored.data.authorization === node.params.authorization &&
      sameParams(stored.data.params, params)
    )
      return;
    if (stored.success) await this.remove(found, stored.data, node, host);
    const { session, authorization } = await this.session(found.app, node, host);
    const secret = randomBytes(32).toString('hex');
    const state = await found.trigger.register({ params, url, secret, request: (r) => session.request(r) });
    const next: HookState = { v: 1, secret, url, authorization, params, state };
    await host.kv.set(key, next);
  }

  /** Removes the node's hook from the app, if it registered one. */
  async disable(node: HookNode, host: HookHost): Promise<void> {
    const found = this.byService.get(node.serviceId);
    if (!found) return;
    const stored = HookState.safeParse(await host.kv.get(hookStateKey(node.id)));
    if (stored.success) await this.remove(found, stored.data, node, host);
  }

  private async remove(
    found: { app: AppSpec; trigger: WebhookTriggerSpec },
    stored: HookState,
    node: HookNode,
    host: HookHost,
  ): Promise<void> {
    const { session } = await this.session(
      found.app,
      { ...node, params: { ...node.params, authorization: stored.authorization } },
      host,
    );
    await found.trigger.unregister({
      params: stored.params,
      state: stored.state,
      request: (r) => session.request(r),
    });
    await host.kv.delete(hookStateKey(node.id));
  }

  /**
   * Whether a delivery may start a run: refused without the app's proof (or when no hook was
   * registered), ignored when it is not this trigger's event.
   */
  async verify(node: HookNode, delivery: WebhookDelivery, kv: KvPort): Promise<DeliveryVerdict> {
    const found = this.byService.get(node.serviceId);
    if (!found) return 'run';
    const stored = HookState.safeParse(await kv.get(hookStateKey(node.id)));
    if (!stored.success || !found.trigger.verify(delivery, stored.data.secret)) return 'refuse';
    return found.trigger.accept && !found.trigger.accept(delivery) ? 'ignore' : 'run';
  }
}
