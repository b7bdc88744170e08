import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, isDatabaseUnreachable } from '../lib/errors.ts';

const GENERIC_500 = 'Something went wrong on our side. Please try again in a moment.';
export const DATABASE_UNREACHABLE_MESSAGE =
  'The shop cannot reach its database just now. Please try again in a moment.';
/** Seconds a client is asked to wait while the database is out of reach (or restarting). */
export const RETRY_AFTER_SECONDS = 5;

/** Fastify's own client errors, in words a person can act on. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_BAD_URL: 'The address of this request is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address of this request is too long.',
};

/**
 * PostgreSQL's "data exception" class: a value the schemas let through that the database still
 * refuses (e.g. a NUL character in text). The client sent it, so it is a 400, not a 500.
 */
const VALUE_ERRORS = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

function databaseErrorCode(err: unknown): string | undefined {
  const cause = (err as { cause?: unknown }).cause ?? err;
  const code = (cause as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * Errors the router raises before a request reaches any handler (a malformed or over-long
 * URL) bypass the error handler; this gives them the same shape instead of Fastify's own
 * body, which echoes the URL. Passed to Fastify as `frameworkErrors`.
 */
export function sendFrameworkError(
  err: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = err.statusCode ?? 500;
  void reply
    .status(status)
    .header('X-Request-Id', request.id)
    .send({ error: FRAMEWORK_MESSAGES[err.code] ?? (status < 500 ? 'Bad request' : GENERIC_500) });
}

/**
 * One error shape for the whole API: `{ error, errors?, code? }`. Validation failures list a
 * message per field and join them with "; " (the spec's format). Nothing internal (stack,
 * SQL) ever reaches a client; server faults are logged with the request id.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | DomainError | Error, request, reply) => {
    if (err instanceof DomainError) {
      if (err.retryAfterSeconds !== undefined) {
        reply.header('Retry-After', String(err.retryAfterSeconds));
      } else if (err.statusCode === 503) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return reply.status(err.statusCode).send({
        error: err.message,
        ...(err.fields ? { errors: err.fields } : {}),
        ...(err.code ? { code: err.code } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const issue of err.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        if (!(field in errors)) errors[field] = issue.message ?? 'Invalid value';
      }
      return reply
        .status(400)
        .send({ error: Object.values(errors).join('; '), errors, code: 'VALIDATION_FAILED' });
    }
    // A database that is down or restarting is a 503 the client may retry, not a fault of ours
    // to page anyone about per request: one warning line, no stack.
    if (isDatabaseUnreachable(err)) {
      request.log.warn({ reqId: request.id, err: err.message }, 'database unreachable');
      return reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ error: DATABASE_UNREACHABLE_MESSAGE, code: 'DATABASE_UNAVAILABLE' });
    }
    const sqlState = databaseErrorCode(err);
    if (sqlState && VALUE_ERRORS.has(sqlState)) {
      return reply.status(400).send({
        error: 'The request contains a value that cannot be stored.',
        code: 'INVALID_VALUE',
      });
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = (err as FastifyError).code;
      return reply
        .status(status)
        .send({ error: (code && FRAMEWORK_MESSAGES[code]) || err.message || 'Bad request' });
    }
    request.log.error({ err, reqId: request.id }, 'request failed');
    return reply.status(500).send({ error: GENERIC_500 });
  });
}
