import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for the web app and the API. The policy is the one the app works under: its own
 * scripts only; inline styles, which MUI's emotion writes at run time; Stripe's script, frames and API for
 * checkout with a real key. /hooks answers set their own, stricter policy (a sandbox).
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
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
  });
}
