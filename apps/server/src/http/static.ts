import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@flowlane/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The built web app (apps/web/dist), from src/http (tsx, tests) or from the bundled dist/. */
export function webDistDir(): string | undefined {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const candidates = [join(here, '../../../web/dist'), join(here, '../../web/dist')];
  return candidates.find((dir) => existsSync(join(dir, 'index.html')));
}

/** Paths that belong to the API, or are files, and never fall back to the web app's page. */
const API_PREFIXES = ['/api/', '/hooks/', '/dev/', '/assets/'];
const isApiPath = (url: string) => url === '/api' || API_PREFIXES.some((p) => url.startsWith(p));

/** The web app's one page, never cached: a new build's hashed assets are found through it. */
const sendPage = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });

export async function registerWebApp(app: FastifyInstance, dir: string | undefined): Promise<void> {
  if (dir) {
    await app.register(fastifyStatic, {
      root: dir,
      // One wildcard route: `wildcard: false` globbed the build at start and added a route per file (and per
      // .br/.gz copy), hundreds of them, a good part of the cold start. A missing file falls to the handler below.
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each text asset; the one the browser accepts is sent.
      preCompressed: true,
      // Source maps stay on the server's disk: they are not part of what the app serves.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/, so it may be cached for ever.
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    // The root is the build's folder to the wildcard route, which answers a folder 403 (index: false).
    app.get('/', (_request, reply) => sendPage(reply));
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (dir && wantsPage && !isApiPath(path)) {
      // Client-side routes: the app decides what an unknown path shows (it goes to its error-404 page).
      return sendPage(reply);
    }
    return reply
      .status(404)
      .send({ message: `No route ${request.method} ${path}`, code: ERROR_CODES.notFound });
  });
}
