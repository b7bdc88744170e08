import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertValidStorageKey, contentTypeOf, type FileStorage } from './storage.ts';

/** Files in a folder (DATA_DIR/files). Writes go to a temporary name first, so a reader never sees half a file. */
export function createLocalStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    assertValidStorageKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, body);
      await rename(temp, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: createReadStream(file), contentType: contentTypeOf(key), size: info.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
