import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prefixEnd, startsWith } from '../../db/like.ts';
import { bound, preparedShapes, written } from '../../db/prepared.ts';
import { type Desk, type Owner, studentsOf } from './students.queries.ts';

/** A student's name as its index keys it: lower case, in byte order. */
const NAME_KEY = sql.raw('lower(full_name) collate "C"');

/**
 * Distinct names of a desk's students starting with the text, in order: a loose index scan that jumps from one name
 * to the next on students_name_idx, so it reads ten index entries however many students share a name.
 */
const ownNamesStartingWith = preparedShapes<{ fullName: string }, { openEnded: boolean; desk: Desk }>(
  ({ openEnded, desk }) => {
    const where = sql`archived_at is null and ${startsWith(NAME_KEY, bound('text'), openEnded ? null : bound('end'))}
    and ${studentsOf(desk, bound('owner'))}`;
    return sql`
    with recursive names(n) as (
      (select ${NAME_KEY} from students where ${where} order by 1 limit 1)
      union all
      select (select ${NAME_KEY} from students where ${where} and ${NAME_KEY} > names.n order by 1 limit 1)
      from names where names.n is not null
    )
    select (select full_name from students where ${where} and ${NAME_KEY} = names.n limit 1) as "fullName"
    from names where names.n is not null limit 10`;
  },
);

/**
 * The nearest names by spelling a desk's suggestions (and its search) walk, in order, until they have found enough of
 * its own students: cut at the office's 50 nearest first, a Counselor's "Rina Akter" was lost to 80 other desks'
 * "… Akter". Bounds the walk for a text whose near names are common in the office and absent from the desk.
 */
export const NEAREST_NAMES_OF_A_DESK = 2000;

/**
 * The nearest distinct names of a desk's students by trigram distance (a GiST walk of student_names, nearest first,
 * each probed for a live student in reach, who spells it): the walk stops at the tenth found. Comparing every
 * student's name instead cost 25 ms at 100,000 students.
 */
const ownNamesNear = preparedShapes<{ fullName: string }, Desk>((desk) => {
  const text = bound('text');
  return sql`
    select own.full_name as "fullName" from (
      select nm.name from student_names nm
      where nm.n > 0 and nm.name % ${text}
      order by nm.name <-> ${text}
      limit ${written(NEAREST_NAMES_OF_A_DESK)}
    ) near
    cross join lateral (select full_name from students
      where archived_at is null and ${NAME_KEY} = near.name collate "C" and ${studentsOf(desk, bound('owner'))}
      limit 1) own
    limit 10`;
});

/**
 * Suggestions over all students, in one statement over student_names (every name there with n > 0 has a live
 * student): the names starting with the text in byte order, then, for three letters or more, the nearest
 * others by trigram distance. The second branch only runs when the first gave fewer than ten, and it leaves
 * out the names starting with the text, so no name comes twice. Each name is spelt as a live student spells it.
 */
const allNames = preparedShapes<{ fullName: string | null }, { openEnded: boolean }>(({ openEnded }) => {
  const key = sql.raw('nm.name collate "C"');
  const text = bound('text');
  return sql`
    select (select full_name from students
            where archived_at is null and ${NAME_KEY} = found.name limit 1) as "fullName"
    from (
      (select ${key} as name from student_names nm
       where nm.n > 0 and ${startsWith(key, text, openEnded ? null : bound('end'))}
       order by 1 limit 10)
      union all
      (select ${key} from student_names nm
       where ${bound('near')} and nm.n > 0 and nm.name % ${text} and not starts_with(nm.name, ${text})
       order by nm.name <-> ${text} limit 10)
      limit 10
    ) found`;
});

/**
 * Names for the autocomplete, of all students or of the owner's: those starting with the text first, then near
 * misses by trigram similarity. Each statement is written once for its shape (preparedShapes).
 */
export async function suggestNames(db: Db, fullName: string, owner?: Owner) {
  const text = fullName.trim().toLowerCase();
  if (!text) return [];
  const end = prefixEnd(text);
  const openEnded = end === null;
  if (!owner) {
    const rows = await allNames(db, { openEnded }, { text, end, near: text.length >= 3 });
    return rows.flatMap((r) => (r.fullName === null ? [] : [r.fullName]));
  }
  const values = { text, end, owner: owner.id };
  const names = (await ownNamesStartingWith(db, { openEnded, desk: owner.desk }, values)).map((r) => r.fullName);
  if (names.length === 10 || text.length < 3) return names;
  const near = await ownNamesNear(db, owner.desk, values);
  return [...new Set([...names, ...near.map((r) => r.fullName)])].slice(0, 10);
}
