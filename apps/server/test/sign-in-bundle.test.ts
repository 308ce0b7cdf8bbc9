import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureBundle } from '../bench/bundle.ts';

/**
 * Issue 21's budget for the first page most people load, held on every run and not only by `npm run bench`: an
 * alert the sign-in form shows once shared a file with a component that reads texts, and brought i18next to the
 * sign-in page (111.5 -> 130.9 KB) unseen until the next bench.
 */
describe('the sign-in page', () => {
  it('loads under 130 KB of JavaScript gzipped, and no area with it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sign-in-bundle-'));
    try {
      const bundle = await measureBundle(dir);
      expect(bundle.signInBytes).toBeLessThan(130 * 1024);
      expect(bundle.eager).toEqual([]);
      expect(bundle.lazyChunks).toBeGreaterThan(50);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
