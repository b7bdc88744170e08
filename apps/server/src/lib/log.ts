import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * E-mail links carry live tokens (/verify/<token>, ?token=...). A log line is read by more
 * people than a mailbox, so tokens never reach it.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/verify\/)[^/?#]+/g, '$1[redacted]')
    .replace(/([?&#]token=)[^&#]+/gi, '$1[redacted]');
}

/**
 * Drizzle's "Failed query" errors list the query's parameters, which may be a password hash
 * or a customer's personal data: only the statement is kept, plus the driver's own reason.
 */
function withoutParams(text: string | undefined): string | undefined {
  if (!text) return text;
  const cut = text.indexOf('\nparams:');
  return cut === -1 ? text : text.slice(0, cut);
}

export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.headers?.host,
      remoteAddress: request.ip,
    };
  },
  err(err: Error) {
    const serialized = stdSerializers.err(err);
    const cause = (err as { cause?: unknown }).cause;
    return {
      ...serialized,
      message: withoutParams(serialized.message) ?? '',
      stack: withoutParams(serialized.stack) ?? '',
      ...(cause instanceof Error
        ? { cause: { message: cause.message, code: (cause as NodeJS.ErrnoException).code } }
        : {}),
    };
  },
};
