/**
 * Services throw DomainError; the error handler turns its type into the HTTP status, so no
 * service knows about HTTP and every route answers the same shape.
 */
export type DomainErrorType =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'too_large'
  | 'rate_limited'
  | 'unavailable';

const STATUS: Record<DomainErrorType, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

export class DomainError extends Error {
  readonly type: DomainErrorType;
  readonly fields: Record<string, string> | undefined;
  /** A stable machine-readable code for the client to branch on (e.g. EMAIL_NOT_VERIFIED). */
  readonly code: string | undefined;
  /** When a refused client may try again (the answer's Retry-After). */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    type: DomainErrorType,
    message: string,
    options: { fields?: Record<string, string>; code?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.type = type;
    this.fields = options.fields;
    this.code = options.code;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
  get statusCode(): number {
    return STATUS[this.type];
  }
}

/** PostgreSQL's unique_violation, of the named index when one is given, however wrapped. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  return hasSqlState(err, '23505', constraint);
}

/**
 * A catch handler for a write a unique index decides (two staff creating the same thing at
 * once): its violation becomes a 409 that names the form's field; any other error goes on.
 */
export function uniqueClash(field: string, message: string, constraint?: string) {
  return (err: unknown): never => {
    if (isUniqueViolation(err, constraint)) {
      throw new DomainError('conflict', message, { fields: { [field]: message } });
    }
    throw err;
  };
}

/** PostgreSQL's foreign_key_violation (a row another table still names), however wrapped. */
export function isForeignKeyViolation(err: unknown): boolean {
  return hasSqlState(err, '23503');
}

/** PostgreSQL's check_violation, of the named constraint when one is given. */
export function isCheckViolation(err: unknown, constraint?: string): boolean {
  return hasSqlState(err, '23514', constraint);
}

function hasSqlState(err: unknown, state: string, constraint?: string): boolean {
  for (
    let e = err as { code?: unknown; cause?: unknown; constraint?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (e.code === state) return constraint === undefined || e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Errors that say the database cannot be reached just now, not that the request is wrong:
 * the network (refused, reset, timed out), PostgreSQL shutting down or starting up (57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now), the connection class 08,
 * too many connections (53300), and the pool's own words for a lost or unobtainable connection.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|Client was closed and is not queryable|terminating connection due to administrator command|the database system is (starting up|shutting down|in recovery mode)/i;

export function isDatabaseUnreachable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (e: unknown, depth: number): boolean => {
    if (!e || typeof e !== 'object' || depth > 5 || seen.has(e)) return false;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
    // Node reports a refused connection to every address of a host as one AggregateError.
    if (Array.isArray(errors) && errors.some((inner) => visit(inner, depth + 1))) return true;
    return visit(cause, depth + 1);
  };
  return visit(err, 0);
}
