import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, fileNotFound, type Storage } from './driver.ts';

/** Files under `root`, written to a temporary name and renamed when complete, so no half file is ever visible. */
export function localStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, checkKey(key));
  return {
    driver: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.partial`;
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      const out = createWriteStream(partial, { flags: 'wx' });
      try {
        await pipeline(body, count, out);
        await rename(partial, file);
      } catch (error) {
        // A body that fails at once fails the pipeline before the file is even opened; the stream opens it and
        // closes it after, so the partial file is removed once the stream has closed, not before it exists.
        if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
        await rm(partial, { force: true });
        throw error;
      }
      return { size };
    },
    async get(key) {
      const file = fileOf(key);
      const found = await stat(file).catch(() => null);
      if (!found?.isFile()) throw fileNotFound();
      return createReadStream(file) as Readable;
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
