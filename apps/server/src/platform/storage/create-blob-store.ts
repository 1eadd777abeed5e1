import path from 'node:path';
import type { Config } from '@server/config';
import type { BlobStore } from './blob-store';
import { createLocalBlobStore } from './local-blob-store';

/** The blob store the configuration names (`STORAGE_DRIVER`); `local` keeps blobs under `DATA_DIR/files`. */
export function createBlobStore(config: Pick<Config, 'STORAGE_DRIVER' | 'DATA_DIR'>): BlobStore {
  switch (config.STORAGE_DRIVER) {
    case 'local':
      return createLocalBlobStore(path.join(config.DATA_DIR, 'files'));
  }
}
