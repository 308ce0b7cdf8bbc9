import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import type { Storage } from './driver.ts';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';

const dirs: string[] = [];
async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'studydesk-storage-'));
  dirs.push(dir);
  return dir;
}

// A real S3-protocol server on loopback, so the S3 driver is tested over HTTP as in production.
const s3Dir = await tempDir();
const s3 = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: s3Dir,
  configureBuckets: [{ name: 'studydesk-test' }],
});
const { port } = await s3.run();

afterAll(async () => {
  await s3.close();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A stream that sends `bytes` and then fails, like an upload cut off halfway. */
function failingAfter(bytes: Buffer) {
  return new Readable({
    read() {
      this.push(bytes);
      this.destroy(new Error('connection lost'));
    },
  });
}

const drivers: [string, () => Promise<Storage>][] = [
  ['local', async () => localStorage(await tempDir())],
  [
    's3',
    async () =>
      s3Storage({
        bucket: 'studydesk-test',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        forcePathStyle: true,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      }),
  ],
];

describe.each(drivers)('%s storage', (driver, make) => {
  it('streams a file in and out unchanged', async () => {
    const storage = await make();
    expect(storage.driver).toBe(driver);
    const content = randomBytes(6 * 1024 * 1024 + 123); // over one multipart part
    const { size } = await storage.put('students/abc/passport/v1', Readable.from([content]), 'application/pdf');
    expect(size).toBe(content.length);
    expect((await buffer(await storage.get('students/abc/passport/v1'))).equals(content)).toBe(true);
  });

  it('answers 404 for a missing key, and after removal', async () => {
    const storage = await make();
    await expect(storage.get('students/none/cv/v1')).rejects.toMatchObject({ status: 404 });
    await storage.put('students/x/cv/v1', Readable.from([Buffer.from('%PDF-1.4')]), 'application/pdf');
    await storage.remove('students/x/cv/v1');
    await expect(storage.get('students/x/cv/v1')).rejects.toMatchObject({ status: 404 });
  });

  it('refuses keys that could leave the storage', async () => {
    const storage = await make();
    for (const key of ['../etc/passwd', '/abs', 'a/../../b', 'A/Upper', 'a//b', 'a/./b', '']) {
      await expect(storage.put(key, Readable.from([Buffer.from('x')]), 'text/plain'), key).rejects.toMatchObject({
        status: 400,
      });
    }
  });

  it('keeps nothing of an upload that fails halfway', async () => {
    const storage = await make();
    await expect(
      storage.put('students/cut/cv/v1', failingAfter(randomBytes(1024)), 'application/pdf'),
    ).rejects.toThrow();
    await expect(storage.get('students/cut/cv/v1')).rejects.toMatchObject({ status: 404 });
  });
});

describe('local storage on disk', () => {
  it('leaves no partial file behind when an upload fails', async () => {
    const root = await tempDir();
    const storage = localStorage(root);
    await expect(storage.put('a/b', failingAfter(randomBytes(10)), 'application/pdf')).rejects.toThrow();
    expect(await readdir(path.join(root, 'a'))).toEqual([]);
  });
});
