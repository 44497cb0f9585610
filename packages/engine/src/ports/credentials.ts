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
}
