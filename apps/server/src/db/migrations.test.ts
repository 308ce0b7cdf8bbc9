import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const journal = JSON.parse(readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('the migrations journal', () => {
  it('dates each migration after the one before: the migrator skips one dated before the last applied', () => {
    const late = journal.entries.filter((entry, i) => i > 0 && entry.when <= (journal.entries[i - 1]?.when ?? 0));
    expect(late.map((e) => e.tag)).toEqual([]);
  });
});
