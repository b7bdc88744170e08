import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import { DomainError } from '../lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'Cross-site request refused.';

/**
 * CSRF defence by origin: a state-changing call from a browser must come from the shop's own
 * origin: PUBLIC_URL's, or the Host the request was sent to on the scheme it came in on (an
 * https:// page is another origin than the http:// shop on the same host and port).
 * Browsers send Origin on such requests; Sec-Fetch-Site, then Referer, catch the rest (an
 * older browser or a privacy setting may drop Origin but keep a Referer). Clients that are
 * not browsers send none of them and cannot carry a victim's cookie, so they pass.
 */
export function isSameOriginRequest(request: FastifyRequest, publicUrl: string): boolean {
  const allowed = new Set([new URL(publicUrl).origin]);
  const host = request.headers.host;
  if (host) allowed.add(`${request.protocol}://${host}`);

  const origin = request.headers.origin;
  if (origin !== undefined) return allowed.has(origin);
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const referer = request.headers.referer;
  return referer === undefined || allowed.has(originOf(referer));
}

/** The origin of a URL; '' (never allowed) for one that does not parse or has none. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

export async function registerSecurity(
  app: FastifyInstance,
  options: { publicUrl: string; secure: boolean; stripe?: boolean },
) {
  // Stripe's Payment Element is a script and frames of Stripe's own (only when Stripe is on).
  const stripe = options.stripe
    ? {
        script: ['https://js.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
      }
    : { script: [], frame: [], connect: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripe.connect],
        frameSrc: stripe.frame.length ? stripe.frame : ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(options.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only where the shop is served over HTTPS.
    strictTransportSecurity: options.secure ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The same answer as frame-ancestors 'none', for browsers that only read the old header.
    frameguard: { action: 'deny' },
  });

  // The scan boxes ("Use camera") read QR codes through the camera: the shop's own pages may
  // ask for it, no frame of another origin may. No page uses the microphone, location or
  // sensors; only Stripe's own frames may ask for a payment (Apple Pay, Google Pay), and only
  // when Stripe is on.
  const permissionsPolicy = [
    'accelerometer=()',
    'camera=(self)',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    options.stripe ? 'payment=(self "https://js.stripe.com")' : 'payment=()',
    'usb=()',
  ].join(', ');
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', permissionsPolicy);
  });

  app.addHook('onRequest', async (request) => {
    // The matched route, not the raw URL: /%61pi/login reaches /api/login too.
    const path = request.routeOptions.url ?? request.url;
    if (SAFE_METHODS.has(request.method) || !path.startsWith('/api/')) return;
    if (!isSameOriginRequest(request, options.publicUrl)) {
      throw new DomainError('forbidden', CROSS_SITE_MESSAGE, { code: 'CROSS_SITE' });
    }
  });
}
