import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

/**
 * The backup file: a gzipped tar of files staged in a folder, and back. Entries are written
 * from disk one at a time, so a large dump or many pictures never sit in memory.
 */
export async function packFolder(folder: string, names: string[], file: string): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(
    pack,
    createGzip(),
    createWriteStream(file, { flags: 'wx', mode: 0o600 }),
  );
  for (const name of names) {
    const source = path.join(folder, ...name.split('/'));
    const { size } = await stat(source);
    await new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name, size, mode: 0o600 }, (err) =>
        err ? reject(err) : resolve(),
      );
      createReadStream(source).on('error', reject).pipe(entry);
    });
  }
  pack.finalize();
  await written;
}

/**
 * Unpacks the backup into a folder, asking `accept` about each entry name first (a name it
 * refuses stops the unpacking). Answers the names unpacked, in order.
 */
export async function unpackInto(
  file: string,
  folder: string,
  accept: (name: string) => boolean,
): Promise<string[]> {
  const extract = tar.extract();
  const names: string[] = [];
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  const unpacking = (async () => {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type !== 'file' || !accept(name)) {
        entry.resume();
        throw new Error(`unexpected entry ${JSON.stringify(name)}`);
      }
      const target = path.join(folder, ...name.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(entry, createWriteStream(target, { flags: 'wx' }));
      names.push(name);
    }
  })();
  // Either side may fail first (a broken gzip stream, a refused entry): wait for both, so
  // nothing is left running, and report the first failure.
  const [read, unpacked] = await Promise.allSettled([
    reading,
    unpacking.catch((err: unknown) => {
      extract.destroy(err as Error);
      throw err;
    }),
  ]);
  if (unpacked.status === 'rejected') throw unpacked.reason;
  if (read.status === 'rejected') throw read.reason;
  return names;
}
