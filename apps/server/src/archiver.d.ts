/** archiver 8 ships no types (and @types/archiver describes version 6's API): what the shop uses. */
declare module 'archiver' {
  import type { Transform } from 'node:stream';
  export class ZipArchive extends Transform {
    constructor(options?: { zlib?: { level?: number }; comment?: string; store?: boolean });
    append(
      source: Buffer | string | NodeJS.ReadableStream,
      data: { name: string; date?: Date | string },
    ): this;
    finalize(): Promise<void>;
  }
}
