import type { FastifyInstance, FastifyReply } from 'fastify';
import { csvStream, exportFileName, type CsvColumn } from '../lib/csv.ts';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Sends a file: its type, a file name (the shop's own, never a user's text) and whether
     * the browser saves it (attachment, the default) or opens it (inline, a label sheet to
     * print). Never cached.
     */
    sendAttachment(
      type: string,
      fileName: string,
      body: Buffer | NodeJS.ReadableStream | string,
      disposition?: 'attachment' | 'inline',
    ): FastifyReply;
    /**
     * Sends an export as a CSV file named `<prefix>-<today>.csv`: a header line, then every
     * row `batches` yields, streamed a batch at a time (lib/csv.ts).
     */
    sendCsv<Row>(
      prefix: string,
      columns: CsvColumn<Row>[],
      batches: AsyncIterable<Row[]>,
    ): FastifyReply;
  }
}

function sendCsv<Row>(
  this: FastifyReply,
  prefix: string,
  columns: CsvColumn<Row>[],
  batches: AsyncIterable<Row[]>,
) {
  return this.sendAttachment(
    'text/csv; charset=utf-8',
    exportFileName(prefix),
    csvStream(columns, batches),
  );
}

/** The reply decorators every download (CSV, PDF, ZIP) goes through. */
export function registerAttachmentReply(app: FastifyInstance): void {
  app.decorateReply(
    'sendAttachment',
    function sendAttachment(
      this: FastifyReply,
      type: string,
      fileName: string,
      body: Buffer | NodeJS.ReadableStream | string,
      disposition: 'attachment' | 'inline' = 'attachment',
    ) {
      return this.type(type)
        .header('Content-Disposition', `${disposition}; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );
  app.decorateReply('sendCsv', sendCsv);
}
