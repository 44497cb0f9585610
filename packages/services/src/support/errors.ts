import { OperationalError, UserError } from '@flowlane/engine';
import { ConnectorError } from '../connectors/index.js';
import { SsrfBlockedError } from '../net/index.js';

/**
 * A connector's failure in the engine's terms: bad input, a refused command or a blocked address is the
 * workflow's mistake (retrying will not help); the rest is the remote side or the network.
 */
export function fromConnectorError(error: unknown, nodeId: string): unknown {
  if (error instanceof SsrfBlockedError) {
    return new UserError(error.message, { code: 'SSRF_BLOCKED', nodeId, cause: error });
  }
  if (error instanceof ConnectorError) {
    const code = `CONNECTOR_${error.code}`;
    if (error.code === 'INVALID_INPUT' || error.code === 'REFUSED_COMMAND') {
      return new UserError(error.message, { code, nodeId, cause: error });
    }
    return new OperationalError(error.message, { code, nodeId, cause: error });
  }
  return error;
}

/** Runs a connector call and translates its errors. */
export async function callConnector<T>(nodeId: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw fromConnectorError(error, nodeId);
  }
}
