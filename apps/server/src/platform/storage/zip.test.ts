import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Storage } from './driver.ts';
import { sendZip, type ZipEntry } from './zip.ts';

/** A stream that sends `bytes` and then fails, like a stored file whose download is cut off halfway. */
function failingAfter(bytes: Buffer) {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(bytes);
        return;
      }
      setTimeout(() => this.destroy(new Error('connection lost')), 20);
    },
  });
}

/** The files a zip is made of, each opened by `files[key]()`, and the keys in the order storage was asked for them. */
function storageOf(files: Record<string, () => Readable>) {
  const asked: string[] = [];
  const storage: Storage = {
    driver: 'local',
    put: async () => ({ size: 0 }),
    remove: async () => {},
    get: async (key) => {
      asked.push(key);
      const open = files[key];
      if (!open) throw new Error(`no file ${key}`);
      return open();
    },
  };
  return { storage, asked };
}

const entry = (storageKey: string): ZipEntry => ({ storageKey, contentType: 'application/pdf', name: storageKey });

let current: { storage: Storage; entries: ZipEntry[] } | undefined;
const app = Fastify({ forceCloseConnections: true });
app.get('/zip', (_request, reply) => {
  if (!current) throw new Error('no zip set up');
  return sendZip(reply, current.storage, 'documents.zip', current.entries);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
afterAll(() => app.close());

// Vitest reports an uncaught exception only after the file: recorded here, the test that caused it fails.
const uncaught: unknown[] = [];
const record = (error: unknown) => uncaught.push(error);
beforeEach(() => {
  uncaught.length = 0;
  process.on('uncaughtException', record);
});
afterEach(() => {
  process.off('uncaughtException', record);
});

/** Downloads the zip, 3 s at most: how it ended, and the bytes it got. */
async function download() {
  const response = await fetch(`http://127.0.0.1:${port}/zip`, { signal: AbortSignal.timeout(3000) });
  try {
    const body = Buffer.from(await response.arrayBuffer());
    return { outcome: 'complete' as const, body };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return { outcome: name === 'TimeoutError' ? ('hung' as const) : ('cut off' as const), body: Buffer.alloc(0) };
  }
}

describe('sendZip', () => {
  it('cuts the download off promptly, with no uncaught exception, when a stored file fails partway', async () => {
    const { storage } = storageOf({
      good: () => Readable.from([Buffer.from('%PDF-1.4 good file')]),
      bad: () => failingAfter(Buffer.alloc(64 * 1024, 7)),
    });
    current = { storage, entries: [entry('good'), entry('bad')] };
    expect((await download()).outcome).toBe('cut off');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(uncaught).toEqual([]);
  });

  it('asks storage for each file only when the zip reaches it', async () => {
    let releaseFirst = () => {};
    const { storage, asked } = storageOf({
      first: () => {
        // Its first part at once, the rest when the test releases it.
        const first = new Readable({ read() {} });
        first.push(Buffer.from('first part '));
        releaseFirst = () => {
          first.push(Buffer.from('and the rest'));
          first.push(null);
        };
        return first;
      },
      second: () => Readable.from([Buffer.from('second file')]),
    });
    current = { storage, entries: [entry('first'), entry('second')] };
    const downloading = download();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toEqual(['first']);
    releaseFirst();
    const { outcome, body } = await downloading;
    expect(outcome).toBe('complete');
    expect(asked).toEqual(['first', 'second']);
    // the central directory names both files
    expect(body.includes('first.pdf')).toBe(true);
    expect(body.includes('second.pdf')).toBe(true);
  });
});
