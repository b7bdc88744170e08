import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config, TrustProxy } from '../config/env.ts';

/**
 * How often Node looks for requests past their headers or request timeout (its default, 30 s,
 * would let a slow client stay up to 30 s past the limit).
 */
const TIMEOUT_CHECK_MS = 1000;

/**
 * A hop count as Fastify once read it: the nearest `hops` addresses are proxies. Fastify 5
 * now ignores a number (a client reaching the shop directly could claim hops of its own), so
 * the shop says it itself; the operations guide asks for the shop to be reachable only through
 * its proxies with a hop count, or for the proxies' addresses.
 */
export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return trust === 0 ? false : (_address, hop) => hop < trust;
  return trust;
}

/** The Fastify options that bound what one client can hold: proxy trust and timeouts. */
export function httpServerOptions({ trustProxy, http }: Pick<Config, 'trustProxy' | 'http'>) {
  return {
    trustProxy: trustProxyOption(trustProxy),
    // A socket with nothing sent either way for this long is closed, and so is a kept-alive
    // one between requests (kept longer than a proxy's own keep-alive, 60 s for nginx).
    connectionTimeout: http.idleTimeoutMs,
    keepAliveTimeout: http.idleTimeoutMs,
    // The whole request, body included (a trickled upload), and its headers (slowloris).
    requestTimeout: http.requestTimeoutMs,
    http: { headersTimeout: http.headersTimeoutMs, connectionsCheckingInterval: TIMEOUT_CHECK_MS },
  } satisfies FastifyHttpOptions<Server>;
}

/**
 * The connection caps: all connections (Node refuses the ones past server.maxConnections),
 * and those of one address, so one client cannot take every connection there is. Behind a
 * proxy every connection comes from the proxy: the per-client cap is then the proxy's
 * (nginx limit_conn) and is off here.
 */
export function limitConnections(app: FastifyInstance, http: Config['http']): void {
  app.server.maxConnections = http.maxConnections;
  const perClient = http.maxConnectionsPerClient;
  if (perClient === null) return;
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > perClient) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
