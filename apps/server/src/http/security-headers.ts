import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers for the web app and the API. The policy is the one the app works under: its own
 * scripts only; inline styles, which MUI's emotion writes at run time; Stripe's script, frames and API for
 * checkout with a real key. /hooks answers set their own, stricter policy (a sandbox).
 */
const POLICY: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://js.stripe.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https://api.stripe.com'],
      frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // The app opens hosted invoice pages and OAuth2 consent in new tabs; they need no opener.
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  // Same-origin assets only; nothing here is meant to be embedded by other sites.
  crossOriginResourcePolicy: { policy: 'same-origin' },
  // Plain-HTTP embedded installs (localhost) must keep working: HSTS only belongs behind TLS.
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets under the policy, worked out once: the policy has no per-request part (no
 * nonces), so every answer carries the same ones. (@fastify/helmet built helmet's middleware again for
 * every request, parsing the policy each time: about a tenth of a 202 webhook's CPU.)
 */
function securityHeaders(policy: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(policy)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export function installSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders(POLICY);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
