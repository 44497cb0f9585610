import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** A test's own HTTP server on 127.0.0.1 (a fake API a workflow calls) and its base URL. */
export type LocalServer = { server: Server; url: string };

/** Starts `handler` on a free port of 127.0.0.1. */
export function listenLocal(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<LocalServer> {
  const server = createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    }),
  );
}

/** A request's body, parsed as JSON. */
export async function jsonBodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk));
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}
