import type { Config } from '../../config.ts';
import type { Storage } from './driver.ts';
import { localStorage } from './local.ts';
import type { S3Settings } from './s3.ts';

/** S3-compatible object storage when S3_BUCKET is set, else files under DATA_DIR/files. */
export function createStorage(config: Config): Storage {
  if (config.S3_BUCKET) {
    return lazyS3({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return localStorage(`${config.dataDir}/files`);
}

/** The S3 driver, with the AWS SDK loaded at the first file operation, so a server without S3 never loads it. */
function lazyS3(settings: S3Settings): Storage {
  let driver: Promise<Storage> | undefined;
  const load = () => {
    driver ??= import('./s3.ts').then(({ s3Storage }) => s3Storage(settings));
    return driver;
  };
  return {
    driver: 's3',
    put: async (key, body, contentType) => (await load()).put(key, body, contentType),
    get: async (key) => (await load()).get(key),
    remove: async (key) => (await load()).remove(key),
  };
}
