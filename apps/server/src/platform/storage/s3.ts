import { Readable, Transform } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkKey, fileNotFound, type Storage } from './driver.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** Any S3-compatible object storage (AWS, MinIO, R2, ...), streamed in multipart uploads. */
export function s3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: many S3-compatible servers do not speak the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  return {
    driver: 's3',
    async put(key, body, contentType) {
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      body.on('error', (error) => count.destroy(error));
      const upload = new Upload({
        client,
        params: { Bucket, Key: checkKey(key), Body: body.pipe(count), ContentType: contentType },
      });
      // A multipart upload that fails is aborted by lib-storage, so nothing is left under the key.
      await upload.done();
      return { size };
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!(answer.Body instanceof Readable)) throw fileNotFound();
        return answer.Body;
      } catch (error) {
        if (error instanceof NoSuchKey) throw fileNotFound();
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
  };
}
