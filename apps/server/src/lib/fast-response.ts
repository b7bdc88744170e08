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

/**
 * The texts of the EmbeddedJson values met by the stringify under way, and its marker: set
 * only while stringifyWithEmbedded runs (JSON.stringify is synchronous, so no other call
 * can see them).
 */
let stringifying: { texts: string[]; marker: string } | null = null;

/** JSON text built elsewhere (by the database), placed into an answer as it is. */
class EmbeddedJson {
  constructor(readonly text: string) {}

  /**
   * JSON.stringify asks each object with a toJSON for its stand-in: a marker string, swapped
   * for the text afterwards. (A replacer function instead is called for every value of every
   * answer: 8% of a product list's CPU.)
   */
  toJSON(): string {
    if (!stringifying) throw new Error('Embedded JSON is only written by stringifyWithEmbedded');
    // A fresh random marker per answer, made when first needed: no stored text can name it.
    stringifying.marker ||= `@@embedded-json-${randomUUID()}-`;
    stringifying.texts.push(this.text);
    return `${stringifying.marker}${stringifying.texts.length - 1}@@`;
  }
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
  const outer = stringifying;
  const current = { texts: [] as string[], marker: '' };
  stringifying = current;
  try {
    const text = JSON.stringify(data);
    if (!current.texts.length) return text;
    return text.replace(
      new RegExp(`"${current.marker}(\\d+)@@"`, 'g'),
      (_match, i: string) => current.texts[Number(i)]!,
    );
  } finally {
    stringifying = outer;
  }
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
