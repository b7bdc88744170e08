import type { FastifyInstance, FastifyReply } from 'fastify';

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
  }
}

/** The reply decorator every download (CSV, PDF, ZIP) goes through. */
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
}
