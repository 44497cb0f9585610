/** A decrypted authorization, handed to one step for one call. */
export interface Credential {
  id: string;
  /** 'postgresql', 'smtp', 'openai', 'bearer', ... */
  kind: string;
  /** The authorization's fields as stored (host, user, password, token, ...); services parse them. */
  fields: Record<string, unknown>;
}

export interface CredentialsPort {
  /** Rejects with a user error when the authorization does not exist or belongs to another team. */
  get(authorizationId: string): Promise<Credential>;
  /**
   * After the remote side refused `refused` (an HTTP 401 with an OAuth2 token): get a fresh one. The
   * server refreshes once even when several steps ask at the same time, and not at all when the token
   * was already replaced since `refused` was read. Rejects with
   * a user error when it cannot be refreshed (revoked: the authorization then needs attention).
   * Optional: a port without it means credentials cannot be refreshed.
   */
  refresh?(authorizationId: string, refused?: Credential): Promise<Credential>;
}
