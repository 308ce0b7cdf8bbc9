import type { SearchResults } from '@studydesk/shared/search';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapedLikeOf, prefixEndOf, startsWith } from '../../db/like.ts';
import { bound, preparedShapes, written } from '../../db/prepared.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { survivorOf } from '../merge/merged-into.ts';
import { NEAREST_NAMES_OF_A_DESK } from '../students/name-suggestions.ts';
import { searchedPhoneKey } from '../students/phone-number.ts';
import { deskOf } from '../students/students.access.ts';
import { type Desk, studentsOf } from '../students/students.queries.ts';

/** At most this many of each kind. */
const EACH = 8;
/** Longer text is no search anyone types: it finds nothing. */
const LONGEST = 200;
/** The nearest names by spelling looked at over everyone, where each name has a live student. */
const NEAREST_NAMES = 50;

const none = sql`'[]'::json`;

const NOTHING: SearchResults = { students: [], employees: [], universities: [], leads: [] };

/**
 * The typed text in lower case as the database folds it, as the stored keys are (`lower(full_name)`...): JavaScript
 * folds some letters otherwise ("İ" is "i" + a combining dot there, "i" here), and "İSMAİL" found no "İsmail".
 * In the statement, not a round trip of its own; a function of a value, an index condition still.
 */
const folded = () => sql`lower(${bound('text')}::text)`;

/** The students the actor may open: all for Super Admin and the receptionist, a desk's own, else none. */
function studentReach(actor: Actor): Desk | 'everyone' | undefined {
  if (actor.role === 'Super Admin' || actor.role === 'receptionist') return 'everyone';
  return deskOf(actor);
}

/**
 * What the search's statement is made of: whose students, the keys the text may be, and the kinds the actor may
 * see. Its text is written once for each (preparedShapes); the typed text's forms (`search`) fill it in.
 */
interface SearchShape {
  reach?: Desk | 'everyone';
  studentId: boolean;
  passport: boolean;
  phone: boolean;
  email: boolean;
  /** Names starting with the text (it has a letter), and the nearest by spelling (three characters or more). */
  names: boolean;
  nearest: boolean;
  /** Whether the text has no prefixEnd (its last character the greatest there is). */
  openEnded: boolean;
  employees: boolean;
  leads: boolean;
}

/**
 * Students by each key at once, best match first, as a JSON list: the Student ID, the passport number, the phone
 * number (its `phone_key`, read by the office's phone country), the e-mail, names starting with the text, then the
 * nearest names by spelling, a word of the name counting (`akter` finds "Tahmina Akter"; `tahmna` finds it too).
 * Each branch walks an index of its own.
 */
function studentsFound(shape: SearchShape, reach: Desk | 'everyone'): SQL {
  const lower = folded();
  const live = sql`students.archived_at is null${reach === 'everyone' ? sql`` : sql` and ${studentsOf(reach, bound('me'))}`}`;
  // Its bounds worked out in the statement: the text whose last character has no next one is `openEnded`.
  const starting = (key: SQL) => startsWith(key, lower, shape.openEnded ? null : prefixEndOf(lower));
  // The students of each of `names` (a list of lower-case names, in its order), EACH at most a name, by a walk of
  // the name index that stops there: joined whole, a common name's bitmap read all of its students (3,775 index
  // entries at a million).
  const named = (rank: number, names: SQL) => sql`(select named.id, ${written(rank)} as rank, 'name' as matched
    from (${names}) names
    cross join lateral (select students.id from students
      where lower(students.full_name) collate "C" = names.name collate "C" and ${live} limit ${written(EACH)}) named
    limit ${written(EACH)})`;
  const branches: SQL[] = [];
  if (shape.studentId)
    branches.push(
      sql`select id, 1 as rank, 'studentId' as matched from students where student_id = ${bound('studentId')} and ${live}`,
    );
  if (shape.passport)
    branches.push(
      sql`select id, 2 as rank, 'passport' as matched from students
        where upper(details->>'passportNumber') = ${bound('upper')} and ${live}`,
    );
  if (shape.phone)
    branches.push(
      sql`select id, 3 as rank, 'phone' as matched from students where phone_key = ${bound('phone')} and ${live}`,
    );
  if (shape.email)
    branches.push(
      sql`select id, 4 as rank, 'email' as matched from students where lower(email) = ${lower} and ${live}`,
    );
  if (shape.names) {
    // Names starting with the text: over everyone, the office's distinct names (a few hundred thousand at most)
    // and their students; within a desk, its own students' names. Both are index ranges a generic plan keeps.
    branches.push(
      reach === 'everyone'
        ? named(
            5,
            sql`select nm.name from student_names nm where nm.n > 0 and ${starting(sql`nm.name collate "C"`)}
              order by nm.name collate "C" limit ${written(EACH)}`,
          )
        : sql`(select id, 5 as rank, 'name' as matched from students
            where ${starting(sql`lower(full_name) collate "C"`)} and ${live}
            order by lower(full_name) collate "C" limit ${written(EACH)})`,
    );
  }
  // Within a desk, the walk goes on past names none of its students has (their probe is the same index probe the
  // names starting with the text make): cut at 50 first, a desk lost its own student to other desks' namesakes.
  if (shape.nearest)
    branches.push(
      named(
        6,
        sql`select nm.name from student_names nm where nm.n > 0 and ${lower} <% nm.name
          order by ${lower} <<-> nm.name
          limit ${written(reach === 'everyone' ? NEAREST_NAMES : NEAREST_NAMES_OF_A_DESK)}`,
      ),
    );
  if (branches.length === 0) return none;
  return sql`(select coalesce(json_agg(found), '[]') from (
    select s.student_id as "studentId", s.full_name as "fullName", s.status, s.phone_number as "phoneNumber",
      s.email, hit.matched,
      case when s.counselor_id is null then null
        else json_build_object('_id', s.counselor_id, 'name', coalesce(c.name, '')) end as counselor
    from (select distinct on (id) id, rank, matched from (${sql.join(branches, sql` union all `)}) hits
          order by id, rank) hit
    join students s on s.id = hit.id
    left join employees c on c.id = s.counselor_id
    order by hit.rank, s.full_name
    limit ${written(EACH)}) found)`;
}

/**
 * The students the actor may open (above), employees by a part of the name or e-mail or by employee ID (for Super
 * Admin and Hr), universities by a part of the name, website leads by a part of the name, the e-mail or the phone
 * number (for Super Admin): one statement, one round trip.
 */
const findAll = preparedShapes<SearchResults, SearchShape>((shape) => {
  const lower = folded();
  const like = sql`'%' || ${escapedLikeOf(lower)} || '%'`;
  const employees = sql`(select coalesce(json_agg(e), '[]') from (
      select id as "_id", employee_id as "employeeId", name, email, active from employees
      where lower(name) like ${like} or lower(email) like ${like} or lower(employee_id) = ${lower}
      order by active desc, name limit ${written(EACH)}) e)`;
  const leads = sql`(select coalesce(json_agg(l), '[]') from (
      select w.id as "_id", w.name, w.email, w.phone,
        -- a lead of a merged student opens the survivor (the archived one's page answers 404)
        (select s.student_id from students s where s.id = ${survivorOf(sql`w.student_id`)}) as "studentId"
      from website_profiles w
      where lower(w.name) like ${like} or lower(w.email) = ${lower}
        ${shape.phone ? sql`or w.phone_key = ${bound('phone')}` : sql``}
      order by w.created_at desc limit ${written(EACH)}) l)`;
  return sql`select
      ${shape.reach ? studentsFound(shape, shape.reach) : none} as students,
      ${shape.employees ? employees : none} as employees,
      (select coalesce(json_agg(u), '[]') from (
        select id as "_id", name, country from universities where lower(name) like ${like}
        order by name limit ${written(EACH)}) u) as universities,
      ${shape.leads ? leads : none} as leads`;
});

/** The top bar's search (issue 19): each kind the actor may open, found by the keys people type. */
export async function search(db: Db, actor: Actor, q: string): Promise<SearchResults> {
  const text = q.trim().replace(/\s+/g, ' ');
  if (!text || text.length > LONGEST || !/[\p{L}\p{N}]/u.test(text)) return NOTHING;
  const phone = await searchedPhoneKey(db, text);
  const shape: SearchShape = {
    reach: studentReach(actor),
    studentId: /^\d{1,9}$/.test(text),
    passport: /^[A-Za-z0-9]{6,15}$/.test(text) && /\d/.test(text) && /[A-Za-z]/.test(text),
    phone: phone !== null,
    email: text.includes('@'),
    names: /\p{L}/u.test(text),
    nearest: /\p{L}/u.test(text) && text.length >= 3,
    // lower() keeps this last character, the greatest there is, as it is.
    openEnded: text.endsWith('\u{10FFFF}'),
    employees: actor.role === 'Super Admin' || actor.role === 'Hr',
    leads: actor.role === 'Super Admin',
  };
  const values = {
    text,
    upper: text.toUpperCase(),
    studentId: Number(text),
    phone,
    me: actor.id,
  };
  const [found] = await findAll(db, shape, values);
  return found ?? NOTHING;
}
