import type { MatchReason, PossibleMatch, PossibleMatchesQuery } from '@studydesk/shared/search';
import type { StudentStatus } from '@studydesk/shared/students';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bound, preparedShapes } from '../../db/prepared.ts';
import { searchedPhoneKey } from '../students/phone-number.ts';

/** At most this many matches: a panel to read, not a list to page. */
const MOST = 5;
/** How alike two names born on the same day must be (pg_trgm's similarity, 0 to 1). */
const SIMILAR_NAME = 0.4;

type Row = Omit<PossibleMatch, 'counselor' | 'status'> & {
  status: string;
  counselorId: string | null;
  counselorEmployeeId: string | null;
  counselorName: string | null;
};

/** Which keys a registration gave: its statement is written once for each (preparedShapes). */
type Keys = Record<MatchReason, boolean>;

const matchRows = preparedShapes<Row, Keys>((keys) => {
  const reasons: Array<[MatchReason, SQL]> = [];
  if (keys.phone) reasons.push(['phone', sql`s.phone_key = ${bound('phone')}`]);
  if (keys.email) reasons.push(['email', sql`lower(s.email) = ${bound('email')}`]);
  if (keys.nameAndBirth) {
    reasons.push([
      'nameAndBirth',
      sql`(s.details->>'dob') = ${bound('dob')} and similarity(lower(s.full_name), ${bound('name')}) >= ${SIMILAR_NAME}`,
    ]);
  }
  const named = reasons.map(([reason, test]) => sql`case when ${test} then ${reason} end`);
  return sql`
    select s.student_id as "studentId", s.full_name as "fullName", s.status, s.phone_number as "phoneNumber",
      s.email, c.id as "counselorId", c.employee_id as "counselorEmployeeId", c.name as "counselorName", r.reasons
    from students s
    cross join lateral (select array_remove(array[${sql.join(named, sql`, `)}]::text[], null) as reasons) r
    left join employees c on c.id = s.counselor_id
    where s.archived_at is null and (${sql.join(
      reasons.map(([, test]) => sql`(${test})`),
      sql` or `,
    )})
    order by cardinality(r.reasons) desc, s.created_at desc
    limit ${MOST}`;
});

/**
 * Live students who may be the person being registered (issue 19): the same phone number as the office dials it,
 * the same e-mail, or a similar name born on the same day. Each key walks an index of its own; one statement.
 */
export async function possibleMatches(db: Db, query: PossibleMatchesQuery): Promise<PossibleMatch[]> {
  const name = (query.fullName ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  const email = (query.email ?? '').trim().toLowerCase();
  const dob = (query.dob ?? '').trim();
  const phone = await searchedPhoneKey(db, query.phoneNumber ?? '');
  const keys: Keys = {
    phone: Boolean(phone),
    email: email.includes('@'),
    nameAndBirth: dob !== '' && name.length >= 3,
  };
  if (!keys.phone && !keys.email && !keys.nameAndBirth) return [];
  const rows = await matchRows(db, keys, { phone, email, dob, name });
  return rows.map(({ counselorId, counselorEmployeeId, counselorName, ...row }) => ({
    ...row,
    status: row.status as StudentStatus,
    reasons: row.reasons as MatchReason[],
    counselor: counselorId
      ? { _id: counselorId, employee_id: counselorEmployeeId ?? '', name: counselorName ?? '' }
      : null,
  }));
}
