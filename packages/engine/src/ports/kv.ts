/** Small state a workflow keeps between runs ("last seen id"), scoped to the workflow by the server. */
export interface KvPort {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown, ttlMs?: number): Promise<void>;
  delete(key: string): Promise<void>;
}
