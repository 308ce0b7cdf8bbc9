import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/helpers.ts';
import { escapeLike, startsWith } from './like.ts';

const { db } = await testApp();

const TEXTS = [
  'ab',
  'abz',
  'ab\u{10FFFF}x',
  'ab%',
  'aa',
  'ac',
  'a',
  'abc\u{D7FF}',
  'abc\u{E000}',
  'rahim',
  'rahin',
  'rahim ahmed',
];

/** The texts of TEXTS that start with `text` by startsWith, in byte order. */
async function starting(text: string) {
  const { rows } = await db.execute<{ t: string }>(
    sql`select t from (values ${sql.join(
      TEXTS.map((t) => sql`(${t})`),
      sql`, `,
    )}) v(t) where ${startsWith(sql`t collate "C"`, text)} order by t collate "C"`,
  );
  return rows.map((r) => r.t);
}

describe('a text starting with another, as an index range', () => {
  it('finds exactly what starts with the text, whatever its last character', async () => {
    for (const text of ['ab', 'a', 'rahim', 'abc\u{D7FF}', 'ab\u{10FFFF}', 'ab%', 'zz']) {
      const expected = TEXTS.filter((t) => t.startsWith(text)).sort((x, y) =>
        Buffer.compare(Buffer.from(x), Buffer.from(y)),
      );
      expect(await starting(text), text).toEqual(expected);
    }
  });

  it('escapes what LIKE would read as a wildcard', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
