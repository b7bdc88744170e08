import type { Config } from '../../config/env.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

export function createFileStorage(config: Config['storage']): FileStorage {
  return config.kind === 's3' ? createS3Storage(config) : createLocalStorage(config.dir);
}
