import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifySerializerCompiler, onSendHookHandler } from 'fastify';
import type { z } from 'zod';
import { convertMoney, toDollars } from '@shop/contract/money';
import { moneyPaths } from '@shop/contract/money-schema';

/**
 * For the storefront's hottest reads: the answer is built by a typed service, so it is sent
 * with JSON.stringify instead of being checked against its zod schema again on every request
 * (that check cost more than the queries, measured with npm run bench). The schema stays on
 * the route for validation of the request and for the OpenAPI document.
 */
export const plainJsonSerializer: FastifySerializerCompiler<unknown> = ({ schema }) => {
  // The money the schema's codec would have written as dollars (ADR 0063).
  const money =
    typeof schema === 'object' && schema && '_zod' in schema ? moneyPaths(schema as z.ZodType) : [];
  return (data) => stringifyWithEmbedded(convertMoney(data, money, toDollars));
};

/** JSON text built elsewhere (by the database), placed into an answer as it is. */
class EmbeddedJson {
  constructor(readonly text: string) {}
}

/**
 * A value of type T that is JSON text already: plainJsonSerializer writes the text in its
 * place instead of parsing and writing it again (the warehouse's 5000 bins, shaped by the
 * query as the contract reads them: 2 MB not parsed, mapped and stringified per request).
 * Only for answers sent through plainJsonSerializer; the tests parse them with the contract.
 */
export function embeddedJson<T>(text: string): T {
  return new EmbeddedJson(text) as unknown as T;
}

/** JSON.stringify, with each EmbeddedJson written as its own text. */
export function stringifyWithEmbedded(data: unknown): string {
  const embedded: string[] = [];
  // A fresh random marker each time: no stored text can name it.
  const token = `@@embedded-json-${randomUUID()}-`;
  const text = JSON.stringify(data, (_key, value: unknown) => {
    if (!(value instanceof EmbeddedJson)) return value;
    embedded.push(value.text);
    return `${token}${embedded.length - 1}@@`;
  });
  if (!embedded.length) return text;
  return text.replace(
    new RegExp(`"${token}(\\d+)@@"`, 'g'),
    (_match, i: string) => embedded[Number(i)]!,
  );
}

const gzipAsync = promisify(gzip);
/** Below this a JSON answer is sent as it is: compressing costs more than it saves. */
const GZIP_FROM_BYTES = 64 * 1024;

/**
 * An onSend hook for the answers that can be megabytes of JSON (the warehouse's 5000 bins,
 * 2 MB): gzipped for clients that accept it (about a tenth of the size), off the event loop's
 * main thread. Other API answers are small and stay uncompressed.
 */
export const gzipLargeJson: onSendHookHandler<unknown> = async (request, reply, payload) => {
  if (typeof payload !== 'string' || payload.length < GZIP_FROM_BYTES) return payload;
  reply.header('Vary', 'Accept-Encoding');
  if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return payload;
  reply.header('Content-Encoding', 'gzip');
  reply.removeHeader('Content-Length');
  return gzipAsync(payload, { level: 4 });
};
