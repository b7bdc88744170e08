import { createRequire } from 'node:module';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
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

/** Fields of the one-line request log; the message already says them, for a person. */
const REQUEST_FIELDS = ['reqId', 'method', 'url', 'statusCode', 'durationMs'];

export type ConsoleLogger = {
  level: string;
  transport?: { target: string; options: Record<string, unknown> };
};

/**
 * How `npm start` logs: readable lines (pino-pretty) for a person at a terminal, JSON lines
 * for a machine otherwise (a pipe, a file, a log collector) and always in production.
 * pino-pretty is a devDependency: when it is not installed the logs stay JSON.
 */
export function consoleLogger(options: {
  level: string;
  isTTY: boolean;
  production: boolean;
  prettyTarget: string | null;
}): ConsoleLogger {
  const { level, isTTY, production, prettyTarget } = options;
  if (!isTTY || production || !prettyTarget) return { level };
  return {
    level,
    transport: {
      target: prettyTarget,
      options: {
        translateTime: 'HH:MM:ss',
        ignore: ['pid', 'hostname', ...REQUEST_FIELDS].join(','),
        singleLine: true,
      },
    },
  };
}

/** The installed pino-pretty, as a path pino can load from anywhere, or null. */
export function resolvePinoPretty(): string | null {
  try {
    return createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return null;
  }
}

/**
 * Fastify's request log lines: instead of two lines per request at info ("incoming request",
 * "request completed"), one line per request at debug level (LOG_LEVEL=debug shows them) with
 * method, URL (tokens redacted), status and duration. The console at the default level keeps
 * what matters: start-up, the demo mail links, warnings and errors.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    // Success is logged at debug: below that level nothing is built (no logger: never).
    const log = reply.log as { isLevelEnabled?: (level: string) => boolean };
    if (!error && !(log.isLevelEnabled?.('debug') ?? false)) return;
    const url = redactUrl(request.url);
    const fields = {
      method: request.method,
      url,
      statusCode: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) {
      reply.log.error({ ...fields, err: error }, 'response failed');
      return;
    }
    reply.log.debug(fields, `${fields.method} ${url} ${fields.statusCode} ${fields.durationMs}ms`);
  }
}
