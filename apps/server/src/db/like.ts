import { type SQL, sql } from 'drizzle-orm';
import type { Bound } from './prepared.ts';

/** `text` matched literally inside a LIKE pattern: its backslashes, percent signs and underscores escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** escapeLike of a text the statement works out (a value folded by the database), in SQL. */
export const escapedLikeOf = (text: SQL) =>
  sql`replace(replace(replace(${text}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/** The least text greater than every text starting with `text`, in byte (code point) order, if there is one. */
export function prefixEnd(text: string) {
  const chars = [...text];
  const last = chars.pop()?.codePointAt(0);
  if (last === undefined || last >= 0x10ffff) return null;
  return chars.join('') + String.fromCodePoint(last === 0xd7ff ? 0xe000 : last + 1);
}

/**
 * prefixEnd of a text the statement works out, in SQL. Its last character must have a next code point (not
 * U+10FFFF): the caller knows, from the typed text, when it has none.
 */
export function prefixEndOf(text: SQL) {
  const last = sql`ascii(right(${text}, 1))`;
  return sql`(left(${text}, -1) || chr(case when ${last} = 55295 then 57344 else ${last} + 1 end))`;
}

/**
 * `key` (a text in byte order: collate "C") starts with `text`, as a range of its index whose bounds are the
 * statement's values: in byte order the texts from `text` up to prefixEnd(text) are those starting with it.
 * `like 'text%'` is an index range only when its pattern is known at planning: a prepared statement's generic plan
 * would walk the whole index, so PostgreSQL planned such a statement at every call. A further `starts_with` would
 * make it take the range for a handful of rows and sort them all (2,270 of a Counselor's 'rahim' at a million).
 */
export function startsWith(key: SQL, text: string): SQL;
/**
 * Where `text` is a placeholder (preparedShapes) or worked out in the statement: `end` is prefixEnd (prefixEndOf) of
 * its value, or null where it has none.
 */
export function startsWith(key: SQL, text: Bound<string> | SQL, end: Bound<string> | SQL | null): SQL;
export function startsWith(
  key: SQL,
  text: Bound<string> | SQL,
  end: Bound<string> | SQL | null = typeof text === 'string' ? prefixEnd(text) : null,
): SQL {
  return end === null
    ? sql`${key} >= ${text} and starts_with(${key}, ${text})`
    : sql`${key} >= ${text} and ${key} < ${end}`;
}
