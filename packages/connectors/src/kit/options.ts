import type { CredentialsPort } from '@flowlane/engine';
import { UserError } from '@flowlane/engine';
import { fromConnectorError } from '@flowlane/services';
import type { AppSpec, OptionLoaderSpec } from './app.js';
import { AppSession, type KitConfig } from './executor.js';

/** The most choices a loader answers: a list longer than that is searched by typing, not by scrolling. */
export const MAX_OPTIONS = 500;

export interface OptionsHost {
  credentials: CredentialsPort;
  signal?: AbortSignal;
}

export interface OptionsRequest {
  loader: string;
  authorization: string;
  params: Record<string, unknown>;
}

/**
 * The apps' option loaders, for the designer: a field's choices read from the account its step's
 * authorization reaches, through the same session (base URL, auth, retries, SSRF guard) as its runs.
 */
export class AppOptions {
  private readonly loaders = new Map<string, { app: AppSpec; loader: OptionLoaderSpec }>();

  constructor(
    apps: readonly AppSpec[],
    private readonly config: KitConfig,
  ) {
    for (const app of apps)
      for (const loader of app.optionLoaders ?? [])
        this.loaders.set(`${app.id}.${loader.id}`, { app, loader });
  }

  has(loaderId: string): boolean {
    return this.loaders.has(loaderId);
  }

  /** The loader's choices, sorted by label; the app's refusal as a user error with its message. */
  async load(request: OptionsRequest, host: OptionsHost): Promise<{ value: string; label: string }[]> {
    const found = this.loaders.get(request.loader);
    if (!found) throw new UserError(`No options loader "${request.loader}"`, { code: 'NOT_FOUND' });
    const ctx = {
      ports: { credentials: host.credentials },
      signal: host.signal ?? new AbortController().signal,
      node: { id: request.loader },
    };
    try {
      const session = await AppSession.open(found.app, this.config, ctx, request.authorization);
      const spec = found.loader.request(request.params);
      const page = await session.request({
        method: spec.method ?? 'GET',
        path: spec.path,
        ...(spec.query ? { query: spec.query } : {}),
        ...(spec.body === undefined ? {} : { body: { type: 'json' as const, data: spec.body } }),
      });
      const options = found.loader
        .items(page.body)
        .map((item) => found.loader.option(item))
        .filter((option): option is { value: string; label: string } => option !== undefined);
      return options.sort((a, b) => a.label.localeCompare(b.label)).slice(0, MAX_OPTIONS);
    } catch (error) {
      throw fromConnectorError(error, request.loader);
    }
  }
}
