import type { IncomingMessage, Server, ServerResponse } from 'node:http';
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
 * The connection caps. One address holds at most `maxConnectionsPerClient` (off behind a
 * proxy, where every connection is the proxy's: the cap is then the proxy's, nginx
 * limit_conn). All addresses together hold at most `maxConnections`, and the last places
 * are never simply first come: when the server is full, a new connection from an address that
 * holds fewer than the biggest holder takes the place of one of that holder's (one not serving
 * a request, if it has one), so a few addresses holding slow connections cannot lock everyone
 * else out. Only an address that holds as many as anyone else is refused.
 */
export function limitConnections(app: FastifyInstance, http: Config['http']): void {
  const table = connectionTable(http.maxConnections, http.maxConnectionsPerClient);
  app.server.on('connection', (socket: Socket) => table.admit(socket));
  // A connection serving a request is the last of its address's to be closed.
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    table.serving(request.socket, true);
    response.once('close', () => table.serving(request.socket, false));
  });
}

function connectionTable(maxConnections: number, perClient: number | null) {
  const byAddress = new Map<string, Set<Socket>>();
  const busy = new WeakSet<Socket>();
  let open = 0;

  function release(address: string, socket: Socket) {
    const held = byAddress.get(address);
    if (!held?.delete(socket)) return;
    open -= 1;
    if (held.size === 0) byAddress.delete(address);
  }

  function biggestHolder(): [string, Set<Socket>] | undefined {
    let biggest: [string, Set<Socket>] | undefined;
    for (const entry of byAddress) if (!biggest || entry[1].size > biggest[1].size) biggest = entry;
    return biggest;
  }

  /** Takes a new connection in, in another's place, or refuses it (closes it at once). */
  function admit(socket: Socket) {
    const address = socket.remoteAddress;
    if (address === undefined) {
      socket.destroy();
      return;
    }
    const held = byAddress.get(address)?.size ?? 0;
    if (perClient !== null && held >= perClient) {
      socket.destroy();
      return;
    }
    if (open >= maxConnections) {
      const biggest = biggestHolder();
      // Taking a place from an address that would then hold no fewer than this one would
      // only move the shortage around.
      if (!biggest || biggest[1].size <= held + 1) {
        socket.destroy();
        return;
      }
      const [victimAddress, victims] = biggest;
      // The oldest connection that is not serving a request, else the oldest.
      const victim = [...victims].find((s) => !busy.has(s)) ?? victims.values().next().value!;
      release(victimAddress, victim);
      victim.destroy();
    }
    let mine = byAddress.get(address);
    if (!mine) byAddress.set(address, (mine = new Set()));
    mine.add(socket);
    open += 1;
    socket.once('close', () => release(address, socket));
  }

  return {
    admit,
    serving(socket: Socket, serving: boolean) {
      if (serving) busy.add(socket);
      else busy.delete(socket);
    },
  };
}
