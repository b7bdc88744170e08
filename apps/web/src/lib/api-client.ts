import type {
  EndpointDeclaration,
  EndpointReplyBody,
  EndpointRequest,
  Route,
} from '@shop/contract';
import { convertMoney, toCents, toDollars } from '@shop/contract/money';
import { toQueryString, type QueryParams } from './query-string';

/**
 * The one way the web app talks to the server. Every call is same-origin with the session
 * cookie; a non-OK answer becomes an ApiError carrying the server's `error` text (or
 * "HTTP error! Status: N" when the body has none) and its per-field `errors`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;
  readonly code: string | undefined;
  constructor(message: string, status: number, fields: Record<string, string> = {}, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
    this.code = code;
  }
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** The auth context subscribes here so a 401 anywhere signs the browser out of its view. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

type RequestOptions = {
  headers?: Record<string, string>;
  /** The request outlives the page (a beacon sent as the visitor leaves). */
  keepalive?: boolean;
};

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions & { file?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A FormData body (a form with files) is sent as multipart; the browser sets its boundary.
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      keepalive: options.keepalive,
      body: body === undefined ? undefined : form ? (body as FormData) : JSON.stringify(body),
    });
  } catch {
    throw new ApiError('Could not reach the server. Check your connection and try again.', 0);
  }
  if (response.ok && options.file) return (await response.blob()) as T;
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    const payload = (data ?? {}) as { error?: unknown; errors?: unknown; code?: unknown };
    const message =
      typeof payload.error === 'string' ? payload.error : `HTTP error! Status: ${response.status}`;
    const fields =
      payload.errors && typeof payload.errors === 'object'
        ? (payload.errors as Record<string, string>)
        : {};
    if (response.status === 401) unauthorizedListeners.forEach((l) => l());
    throw new ApiError(
      message,
      response.status,
      fields,
      typeof payload.code === 'string' ? payload.code : undefined,
    );
  }
  return data as T;
}

/** A declared endpoint's path with its params filled in: `/orders/:id` → `/orders/12`. */
export function routePath(route: Route, params?: Record<string, unknown>): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${route.path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The address of a declared GET endpoint, for what the browser fetches itself: an image's
 * `src`, a file handed to lib/download (which keeps the server's file name and shows
 * progress).
 */
export function routeUrl<E extends EndpointDeclaration>(
  route: Route<E>,
  ...[input]: object extends EndpointRequest<E>
    ? [input?: EndpointRequest<E>]
    : [input: EndpointRequest<E>]
): string {
  const { params, query } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: QueryParams;
  };
  return `/api${pathWithQuery(route, params, query)}`;
}

/** The path and query sent: the query's money in dollars, as on the wire (ADR 0063). */
function pathWithQuery(
  route: Route,
  params: Record<string, unknown> | undefined,
  query: QueryParams | undefined,
): string {
  const sent = query && convertMoney(query, route.money?.query, toDollars);
  return routePath(route, params) + (sent ? toQueryString(sent) : '');
}

/**
 * Calls a declared endpoint (ADR 0061): the path, method and the types of what is sent and
 * answered come from its declaration in packages/contract, never from a string in a screen.
 */
export function call<E extends EndpointDeclaration>(
  route: Route<E>,
  ...[input, options]: object extends EndpointRequest<E>
    ? [input?: EndpointRequest<E>, options?: RequestOptions]
    : [input: EndpointRequest<E>, options?: RequestOptions]
): Promise<EndpointReplyBody<E>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: QueryParams;
    body?: unknown;
  };
  const money = route.money ?? {};
  const path = pathWithQuery(route, params, query);
  const sendsBody = route.method !== 'GET' && route.method !== 'DELETE';
  const sent = body instanceof FormData ? body : convertMoney(body, money.body, toDollars);
  const answer = request<EndpointReplyBody<E>>(
    route.method,
    path,
    sendsBody ? (sent ?? {}) : sent,
    { ...options, file: route.file ?? false },
  );
  return money.reply ? answer.then((data) => convertMoney(data, money.reply, toCents)) : answer;
}
