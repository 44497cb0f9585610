import { randomUUID } from 'node:crypto';
import {
  AUTH_TEMPLATES,
  type Authorization,
  AuthorizationKind,
  type AuthorizationTestResult,
  type AuthTemplate,
  type AuthTemplateQuery,
  CONNECTION_KINDS,
  type CreateAuthorizationRequest,
  findAuthTemplate,
  OAUTH2_CALLBACK_PATH,
  type OAuth2TokenRequest,
  type UpdateAuthorizationRequest,
} from '@flowlane/contracts';
import { type Credential, UserError } from '@flowlane/engine';
import { connectors } from '@flowlane/services';
import type { FastifyBaseLogger } from 'fastify';
import type { SecretBox } from '../accounts/index.js';
import type { Config } from '../config/index.js';
import { type Db, projectsRepository } from '../db/index.js';
import {
  type AuthorizationPatch,
  type AuthorizationRecord,
  authorizationsRepository,
} from '../db/repositories/authorizations.js';
import { badRequest, notFound, unprocessable } from '../http/errors.js';
import { maskedFields, splitFields } from './fields.js';
import {
  authorizeUrl,
  type OAuth2App,
  pkceChallenge,
  randomToken,
  requestTokens,
  sha256,
  TokenEndpointError,
  type TokenSet,
} from './oauth2-client.js';
import { keyringOf, openSecrets, type SealedSecrets, SecretsUnreadableError, sealSecrets } from './sealed.js';

/** The token a caller holds when it asks for a refresh, as it read it. */
export type StaleToken = { accessToken: string; expiresAt: number | null };

/** A token this close to its expiry is refreshed before a run uses it. */
export const REFRESH_AHEAD_MS = 60_000;
const STATE_TTL_MS = 10 * 60_000;

export type AuthorizationsDeps = {
  db: Db;
  config: Pick<Config, 'encryptionKey' | 'encryptionKeysPrevious' | 'publicUrl' | 'allowPrivateNetwork'>;
  logger: FastifyBaseLogger;
};

const notFoundError = () => notFound('Authorization not found');
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export function listTemplates(query: AuthTemplateQuery): AuthTemplate[] {
  const search = query.search?.trim().toLowerCase();
  return AUTH_TEMPLATES.filter(
    (t) =>
      (!query.category || t.category === query.category) &&
      (!search || `${t.name} ${t.description} ${t.kind}`.toLowerCase().includes(search)),
  );
}

/**
 * Authorizations: the team's credentials, sealed at rest, shown masked, tested, and (OAuth2) connected
 * and refreshed. Every method takes the caller's team id; another team's id is "not found".
 */
export class Authorizations {
  readonly box: SecretBox;
  private readonly repo: ReturnType<typeof authorizationsRepository>;
  /** Refreshes in flight in this process, so concurrent runs here share one (the row lock covers processes). */
  private readonly refreshing = new Map<string, Promise<Credential>>();

  constructor(private readonly deps: AuthorizationsDeps) {
    this.box = keyringOf(deps.config);
    this.repo = authorizationsRepository(deps.db);
  }

  private async row(teamId: string, id: string): Promise<AuthorizationRecord> {
    const row = isUuid(id) ? await this.repo.get(teamId, id) : undefined;
    if (!row) throw notFoundError();
    return row;
  }

  private async checkProject(teamId: string, projectId: string | null | undefined): Promise<string | null> {
    if (!projectId) return null;
    const project = isUuid(projectId)
      ? await projectsRepository(this.deps.db).get(teamId, projectId)
      : undefined;
    if (!project) throw notFound('Project not found');
    return project.id;
  }

  /** The secrets, or undefined when they cannot be opened (the view shows that; nothing crashes). */
  private readable(row: AuthorizationRecord): SealedSecrets | undefined {
    try {
      return openSecrets(this.box, row.id, row.secrets);
    } catch (error) {
      if (error instanceof SecretsUnreadableError) return undefined;
      throw error;
    }
  }

  view(row: AuthorizationRecord): Authorization {
    const template = findAuthTemplate(row.templateId);
    const secrets = this.readable(row);
    const plain = typeof row.fields === 'object' && row.fields !== null ? { ...row.fields } : {};
    const unreadable = secrets === undefined && row.secrets !== null;
    return {
      id: row.id,
      name: row.name,
      templateId: row.templateId,
      kind: AuthorizationKind.parse(row.kind),
      projectId: row.projectId,
      fields: maskedFields(template, plain, secrets?.fields),
      status: unreadable ? 'needs_attention' : row.status,
      statusReason: unreadable
        ? 'The stored secrets cannot be decrypted (another encryption key, or damaged). Enter them again.'
        : row.statusReason,
      oauth2:
        row.kind === 'oauth2'
          ? {
              connected: Boolean(secrets?.oauth2?.accessToken),
              expiresAt: row.tokenExpiresAt?.toISOString() ?? null,
              canRefresh: Boolean(secrets?.oauth2?.refreshToken),
              scope: secrets?.oauth2?.scope ?? null,
            }
          : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async list(teamId: string, query: { projectId?: string | undefined; search?: string | undefined }) {
    if (query.projectId && !isUuid(query.projectId)) return [];
    return (await this.repo.list(teamId, query)).map((row) => this.view(row));
  }

  async get(teamId: string, id: string): Promise<Authorization> {
    return this.view(await this.row(teamId, id));
  }

  async create(teamId: string, userId: string, body: CreateAuthorizationRequest): Promise<Authorization> {
    const template = findAuthTemplate(body.templateId);
    if (!template) {
      throw unprocessable(`Unknown auth template "${body.templateId}".`, {
        templateId: 'Unknown auth template',
      });
    }
    const projectId = await this.checkProject(teamId, body.projectId);
    const { plain, secret } = splitFields(template, body.fields ?? {});
    const id = randomUUID();
    const row = await this.repo.create(teamId, userId, {
      id,
      name: body.name.trim(),
      templateId: template.id,
      kind: template.kind,
      projectId,
      fields: plain,
      ...sealSecrets(this.box, id, { v: 1, fields: secret }),
    });
    return this.view(row);
  }

  async update(teamId: string, id: string, body: UpdateAuthorizationRequest): Promise<Authorization> {
    const row = await this.row(teamId, id);
    const template = findAuthTemplate(row.templateId);
    if (!template) throw unprocessable(`Unknown auth template "${row.templateId}".`);
    // Left out, the project stays; null takes the authorization out of its project.
    const projectId =
      body.projectId === undefined ? row.projectId : await this.checkProject(teamId, body.projectId);
    // A masked secret keeps its stored value; with unreadable secrets there is nothing to keep, so the
    // form must bring them again (the required check says which).
    const stored = this.readable(row) ?? { v: 1 as const, fields: {} };
    const { plain, secret } = splitFields(template, body.fields, stored.fields);
    const appChanged =
      row.kind === 'oauth2' &&
      ['clientId', 'tokenUrl'].some((k) => plain[k] !== (row.fields as Record<string, unknown>)[k]);
    // Tokens belong to the OAuth app that issued them: another client or token URL needs a new sign-in.
    const oauth2 = appChanged ? undefined : stored.oauth2;
    const updated = await this.repo.update(teamId, id, {
      name: body.name.trim(),
      projectId,
      fields: plain,
      ...sealSecrets(this.box, id, { v: 1, fields: secret, ...(oauth2 ? { oauth2 } : {}) }),
      ...(appChanged ? { tokenExpiresAt: null } : {}),
      ...(this.readable(row) === undefined ? { status: 'ok', statusReason: null } : {}),
    });
    if (!updated) throw notFoundError();
    return this.view(updated);
  }

  async remove(teamId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repo.remove(teamId, id))) throw notFoundError();
  }

  /** Which of these authorization ids the team does not have (a workflow save refuses them). */
  async missingIds(teamId: string, ids: readonly string[]): Promise<string[]> {
    const valid = ids.filter(isUuid);
    const found = await this.repo.existingIds(teamId, valid);
    return ids.filter((id) => !found.has(id));
  }

  // ---- test connection

  async test(teamId: string, id: string): Promise<AuthorizationTestResult> {
    const row = await this.row(teamId, id);
    let secrets: SealedSecrets;
    try {
      secrets = openSecrets(this.box, row.id, row.secrets);
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    const fields = { ...(row.fields as Record<string, unknown>), ...secrets.fields };
    const result = await this.check(row, fields, secrets);
    if (result.ok && row.status === 'needs_attention') {
      await this.repo.update(teamId, id, { status: 'ok', statusReason: null });
    }
    return result;
  }

  private async check(
    row: AuthorizationRecord,
    fields: Record<string, unknown>,
    secrets: SealedSecrets,
  ): Promise<AuthorizationTestResult> {
    const kind = row.kind;
    if ((CONNECTION_KINDS as readonly string[]).includes(kind)) {
      return connectors.testConnection(kind as connectors.ConnectionKind, fields, {
        allowPrivateNetwork: this.deps.config.allowPrivateNetwork,
      });
    }
    if (kind === 'bearer') {
      return fields.token
        ? {
            ok: true,
            tested: false,
            message:
              'A bearer token cannot be tested without a request to the service it is for. The token is set; it is sent as "Authorization: Bearer …".',
          }
        : { ok: false, message: 'The token is missing.' };
    }
    if (kind === 'basic') {
      return fields.username
        ? {
            ok: true,
            tested: false,
            message: `Basic auth cannot be tested without a request to the service it is for. The user "${String(fields.username)}" and a password are set.`,
          }
        : { ok: false, message: 'The user name is missing.' };
    }
    if (kind === 'apikey') {
      return fields.value && fields.name
        ? {
            ok: true,
            tested: false,
            message: `An API key cannot be tested without a request to the service it is for. The key is set; it is sent in the ${fields.in === 'query' ? 'query parameter' : 'header'} "${String(fields.name)}".`,
          }
        : { ok: false, message: 'The key or its header/parameter name is missing.' };
    }
    // OAuth2: connected, and the token still valid or refreshable (a refresh proves it).
    if (!secrets.oauth2?.accessToken) {
      return { ok: false, message: 'Not connected yet: authorize it with the provider first.' };
    }
    const expiresAt = row.tokenExpiresAt?.getTime();
    if (expiresAt === undefined || expiresAt - Date.now() > REFRESH_AHEAD_MS) {
      return {
        ok: true,
        message: expiresAt
          ? `Connected; the access token is valid until ${new Date(expiresAt).toISOString()}.`
          : 'Connected; the provider gave the access token no expiry.',
      };
    }
    try {
      await this.refresh(row.teamId, row.id, {
        accessToken: secrets.oauth2.accessToken,
        expiresAt: expiresAt ?? null,
      });
      return { ok: true, message: 'Connected; the access token had expired and was refreshed.' };
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  }

  // ---- OAuth2

  private oauth2App(row: AuthorizationRecord, secrets: SealedSecrets): OAuth2App {
    const f = row.fields as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    const app = {
      clientId: text(f.clientId),
      clientSecret: secrets.fields.clientSecret ?? '',
      authorizeUrl: text(f.authorizeUrl),
      tokenUrl: text(f.tokenUrl),
      scopes: text(f.scopes),
      authParams: text(f.authParams),
    };
    for (const [key, label] of [
      ['clientId', 'client id'],
      ['authorizeUrl', 'authorization URL'],
      ['tokenUrl', 'token URL'],
    ] as const) {
      if (!app[key])
        throw unprocessable(`This authorization has no ${label}.`, { [`fields.${key}`]: 'Required' });
      if (key !== 'clientId' && !/^https?:\/\//i.test(app[key])) {
        throw unprocessable(`The ${label} must be an http(s) URL.`, { [`fields.${key}`]: 'Not a URL' });
      }
    }
    return app;
  }

  private oauth2Row(row: AuthorizationRecord): SealedSecrets {
    if (row.kind !== 'oauth2') throw badRequest('This authorization does not use OAuth2.');
    try {
      return openSecrets(this.box, row.id, row.secrets);
    } catch (error) {
      throw unprocessable(error instanceof Error ? error.message : String(error));
    }
  }

  /** GET /api/oauth2/authorize/{id}: the provider URL with a fresh state and PKCE challenge. */
  async authorizeUrl(teamId: string, id: string): Promise<string> {
    const row = await this.row(teamId, id);
    const app = this.oauth2App(row, this.oauth2Row(row));
    const state = randomToken();
    const verifier = randomToken();
    const stateHash = sha256(state);
    const redirectUri = `${this.deps.config.publicUrl}${OAUTH2_CALLBACK_PATH}`;
    await this.repo.insertOAuth2State({
      stateHash,
      authorizationId: row.id,
      teamId,
      codeVerifier: this.box.seal(verifier, `oauth2_states.code_verifier:${stateHash}`),
      redirectUri,
      expiresAt: new Date(Date.now() + STATE_TTL_MS),
    });
    return authorizeUrl(app, { state, codeChallenge: pkceChallenge(verifier), redirectUri });
  }

  /** POST /api/oauth2/token: the provider's callback query; exchanges the code and stores the tokens. */
  async exchange(teamId: string, query: OAuth2TokenRequest): Promise<Authorization> {
    // The state is spent whatever happens next: a callback is never replayed.
    const state = query.state ? await this.repo.takeOAuth2State(teamId, sha256(query.state)) : undefined;
    if (query.error) {
      const description = query.error_description ? `: ${query.error_description}` : '';
      throw badRequest(`The provider did not authorize the access (${query.error}${description}).`);
    }
    if (!query.code || !query.state) {
      throw badRequest('The callback has no authorization code or state; start the authorization again.');
    }
    if (!state) {
      throw badRequest(
        'This authorization link has expired or was already used; start the authorization again.',
      );
    }
    const row = await this.row(teamId, state.authorizationId);
    const secrets = this.oauth2Row(row);
    const app = this.oauth2App(row, secrets);
    const verifier = this.box.open(state.codeVerifier, `oauth2_states.code_verifier:${state.stateHash}`);
    let tokens: TokenSet;
    try {
      tokens = await requestTokens(
        app,
        {
          grant_type: 'authorization_code',
          code: query.code,
          redirect_uri: state.redirectUri,
          code_verifier: verifier,
        },
        { allowPrivateNetwork: this.deps.config.allowPrivateNetwork },
      );
    } catch (error) {
      if (error instanceof TokenEndpointError) throw badRequest(error.message);
      throw error;
    }
    const saved = await this.repo.update(teamId, row.id, this.tokenPatch(row.id, secrets, tokens));
    if (!saved) throw notFoundError();
    return this.view(saved);
  }

  private tokenPatch(id: string, secrets: SealedSecrets, tokens: TokenSet): AuthorizationPatch {
    const oauth2 = {
      accessToken: tokens.accessToken,
      // Providers that do not rotate refresh tokens leave it out of a refresh answer: keep the old one.
      ...((tokens.refreshToken ?? secrets.oauth2?.refreshToken)
        ? { refreshToken: tokens.refreshToken ?? secrets.oauth2?.refreshToken }
        : {}),
      ...(tokens.tokenType ? { tokenType: tokens.tokenType } : {}),
      ...((tokens.scope ?? secrets.oauth2?.scope) ? { scope: tokens.scope ?? secrets.oauth2?.scope } : {}),
    };
    return {
      ...sealSecrets(this.box, id, { v: 1, fields: secrets.fields, oauth2 }),
      tokenExpiresAt: tokens.expiresAt,
      status: 'ok',
      statusReason: null,
    };
  }

  // ---- credentials for runs

  private credentialOf(row: AuthorizationRecord, secrets: SealedSecrets): Credential {
    return {
      id: row.id,
      kind: row.kind,
      fields: {
        ...(row.fields as Record<string, unknown>),
        ...secrets.fields,
        ...(secrets.oauth2
          ? {
              accessToken: secrets.oauth2.accessToken,
              accessTokenExpiresAt: row.tokenExpiresAt?.getTime() ?? null,
            }
          : {}),
      },
    };
  }

  /** A run's credential: the team's authorization, decrypted, with an OAuth2 token refreshed ahead of expiry. */
  async credential(teamId: string, id: string): Promise<Credential> {
    const row = isUuid(id) ? await this.repo.get(teamId, id) : undefined;
    if (!row) throw new UserError(`Authorization ${id} not found.`, { code: 'NO_AUTHORIZATION' });
    let secrets: SealedSecrets;
    try {
      secrets = openSecrets(this.box, row.id, row.secrets);
    } catch (error) {
      throw new UserError(`Authorization "${row.name}": ${error instanceof Error ? error.message : error}`, {
        code: 'AUTHORIZATION_UNREADABLE',
      });
    }
    if (row.kind !== 'oauth2') return this.credentialOf(row, secrets);
    if (row.status === 'needs_attention') {
      throw new UserError(
        `Authorization "${row.name}" needs attention: ${row.statusReason ?? 'authorize it again'}.`,
        { code: 'AUTHORIZATION_NEEDS_ATTENTION' },
      );
    }
    const accessToken = secrets.oauth2?.accessToken;
    if (!accessToken) {
      throw new UserError(
        `Authorization "${row.name}" is not connected yet: authorize it on its page first.`,
        {
          code: 'AUTHORIZATION_NOT_CONNECTED',
        },
      );
    }
    const expiresAt = row.tokenExpiresAt?.getTime();
    if (expiresAt !== undefined && expiresAt - Date.now() < REFRESH_AHEAD_MS) {
      return this.refresh(teamId, id, { accessToken, expiresAt });
    }
    return this.credentialOf(row, secrets);
  }

  /**
   * Refreshes the OAuth2 token `stale` (expired, or refused with a 401). One refresh at a time per
   * authorization: in this process through `refreshing`, across processes through the row lock;
   * whoever gets the lock second re-reads the row and, finding a token other than `stale`,
   * uses it instead of spending the refresh token again (which a rotating provider would treat as reuse).
   */
  refresh(teamId: string, id: string, stale: StaleToken): Promise<Credential> {
    const key = `${teamId}:${id}`;
    const running = this.refreshing.get(key);
    if (running) return running;
    const work = this.refreshLocked(teamId, id, stale).finally(() => this.refreshing.delete(key));
    this.refreshing.set(key, work);
    return work;
  }

  private async refreshLocked(teamId: string, id: string, stale: StaleToken): Promise<Credential> {
    const outcome = await this.repo.withRowLock(teamId, id, async (row, save) => {
      if (!row) throw new UserError(`Authorization ${id} not found.`, { code: 'NO_AUTHORIZATION' });
      const secrets = openSecrets(this.box, row.id, row.secrets);
      if (row.kind !== 'oauth2') return { credential: this.credentialOf(row, secrets) };
      const current = secrets.oauth2;
      const expiresAt = row.tokenExpiresAt?.getTime();
      const fresh = expiresAt === undefined || expiresAt - Date.now() >= REFRESH_AHEAD_MS;
      // Someone refreshed since the caller read the token (a provider may even hand out the same token
      // string again, so the expiry counts as well): use theirs.
      const replaced =
        current !== undefined &&
        (current.accessToken !== stale.accessToken || (expiresAt ?? null) !== stale.expiresAt);
      if (replaced && fresh) {
        return { credential: this.credentialOf(row, secrets) };
      }
      if (!current?.refreshToken) {
        const reason = 'The access token expired and the provider gave no refresh token; authorize it again';
        await save({ status: 'needs_attention', statusReason: reason });
        return { failure: reason, permanent: true };
      }
      try {
        const tokens = await requestTokens(
          this.oauth2App(row, secrets),
          { grant_type: 'refresh_token', refresh_token: current.refreshToken },
          { allowPrivateNetwork: this.deps.config.allowPrivateNetwork },
        );
        const saved = await save(this.tokenPatch(row.id, secrets, tokens));
        return {
          credential: this.credentialOf(saved ?? row, openSecrets(this.box, row.id, saved?.secrets ?? null)),
        };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const permanent = error instanceof TokenEndpointError && error.permanent;
        // A revoked grant will not come back by retrying: the user must authorize again, and the list
        // shows why. A network failure is left as it is, for the next run to try again.
        if (permanent) await save({ status: 'needs_attention', statusReason: message });
        return { failure: message, permanent };
      }
    });
    if ('credential' in outcome && outcome.credential) return outcome.credential;
    const failure = 'failure' in outcome ? outcome.failure : 'unknown error';
    this.deps.logger.warn({ authorizationId: id, reason: failure }, 'an OAuth2 token refresh failed');
    const message = `Authorization could not be refreshed: ${failure}.`;
    if ('permanent' in outcome && outcome.permanent) {
      throw new UserError(message, { code: 'AUTHORIZATION_REFRESH_FAILED' });
    }
    throw new Error(message);
  }
}
