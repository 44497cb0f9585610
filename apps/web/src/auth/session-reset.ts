type ResetHandler = () => void;

const handlers = new Set<ResetHandler>();

/**
 * Subscribes to the end of a session (logout): the designer, authorization and integration stores
 * reset themselves here (spec section 4, "Logout"). Returns the unsubscribe function.
 */
export function onSessionReset(handler: ResetHandler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

export function runSessionResets(): void {
  for (const handler of handlers) {
    try {
      handler();
    } catch (error) {
      // One failing store must not keep the others (or the logout) from finishing.
      console.error('session reset handler failed', error);
    }
  }
}
