import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
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

type SecurityOptions = { secure: boolean; stripe?: boolean | undefined };

/**
 * The security headers every answer carries, worked out once: helmet's headers for the
 * shop's policy, and the Permissions-Policy. None depends on the request (no CSP nonces),
 * and @fastify/helmet rebuilt helmet and parsed the whole policy again on every request:
 * 5% of the CPU of a product list under load (npm run bench, profiled).
 */
export function securityHeaders(options: SecurityOptions): Record<string, string> {
  // Stripe's Payment Element is a script and frames of Stripe's own (only when Stripe is on).
  const stripe = options.stripe
    ? {
        script: ['https://js.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
      }
    : { script: [], frame: [], connect: [] };
  const policy = helmet({
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
  const headers: Record<string, string> = {};
  // Helmet writes its headers onto a response; this one only notes them.
  const notes = {
    setHeader: (name: string, value: string | number) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  let failure: unknown = new Error('helmet did not finish synchronously');
  policy({} as IncomingMessage, notes as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;

  // The scan boxes ("Use camera") read QR codes through the camera: the shop's own pages may
  // ask for it, no frame of another origin may. No page uses the microphone, location or
  // sensors; only Stripe's own frames may ask for a payment (Apple Pay, Google Pay), and only
  // when Stripe is on.
  headers['Permissions-Policy'] = [
    'accelerometer=()',
    'camera=(self)',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    options.stripe ? 'payment=(self "https://js.stripe.com")' : 'payment=()',
    'usb=()',
  ].join(', ');
  return headers;
}

export async function registerSecurity(
  app: FastifyInstance,
  options: SecurityOptions & { publicUrl: string },
) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  app.addHook('onRequest', (request, _reply, done) => {
    // The matched route, not the raw URL: /%61pi/login reaches /api/login too.
    const path = request.routeOptions.url ?? request.url;
    if (SAFE_METHODS.has(request.method) || !path.startsWith('/api/')) return done();
    if (!isSameOriginRequest(request, options.publicUrl)) {
      return done(new DomainError('forbidden', CROSS_SITE_MESSAGE, { code: 'CROSS_SITE' }));
    }
    done();
  });
}
