import { constants, PerformanceObserver } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import v8 from 'node:v8';
import { afterEach, expect, it, vi } from 'vitest';
import { tightHeap } from './heap.ts';
import { readRows } from './spreadsheet.ts';

afterEach(() => vi.restoreAllMocks());

it('tightens the heap while anything reads a spreadsheet, and gives V8 its own growing back after the last', () => {
  const flags = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => {});
  const first = tightHeap();
  const second = tightHeap();
  expect(flags.mock.calls).toEqual([['--heap-growing-percent=10']]);
  first();
  first(); // a second release of the same reader changes nothing
  expect(flags.mock.calls).toHaveLength(1);
  second();
  expect(flags.mock.calls).toEqual([['--heap-growing-percent=10'], ['--heap-growing-percent=0']]);
});

it('collects the whole heap as it tightens it, so that the tenth sets the limit at once', async () => {
  vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => {});
  let full = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if ((entry as unknown as { detail: { kind: number } }).detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
        full++;
  });
  observer.observe({ entryTypes: ['gc'] });
  const release = tightHeap();
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  release();
  // At least its own (the process may collect for itself meanwhile); without it, none in so short a time.
  expect(full).toBeGreaterThanOrEqual(1);
});

it('reads a spreadsheet with the heap tightened, and loosens it when the reading ends, read whole or not', async () => {
  const flags = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => {});
  const csv = () => Readable.from([Buffer.from('Name,Phone\nAsha,017\nBilal,018\n')]);
  for await (const _ of readRows(async () => csv(), 'csv'))
    expect(flags.mock.calls).toEqual([['--heap-growing-percent=10']]);
  expect(flags.mock.calls.at(-1)).toEqual(['--heap-growing-percent=0']);
  for await (const _ of readRows(async () => csv(), 'csv')) break;
  expect(flags.mock.calls).toHaveLength(4);
  expect(flags.mock.calls.at(-1)).toEqual(['--heap-growing-percent=0']);
});
