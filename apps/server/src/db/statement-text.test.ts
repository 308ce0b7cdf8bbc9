import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { listWhere, studentConditions } from '../modules/students/students.queries.ts';
import { employees, studentStatusEnum, students } from './schema.ts';
import { statementOf } from './statement-text.ts';

const drizzle = new PgDialect();
const counselor = alias(employees, 'counselor');
const when = new Date('2026-11-22T10:00:00Z');

/** Statements of every kind of piece: text, values, nested statements, columns, tables, aliases, bound values. */
const statements: [string, SQL][] = [
  ['values', sql`select ${1}, ${"O'Brien"}, ${true}, ${null}, ${10n}, ${undefined} from x where y = ${'z'}`],
  ['nested', sql`select * from (${sql`select ${2} as n where ${sql`${3} > ${sql.raw('1')}`}`}) t where n = ${4}`],
  [
    'columns and tables',
    sql`select ${students.id}, ${students.fullName} from ${students} where ${students.status} = ${'enrolled'}`,
  ],
  [
    'an alias',
    sql`select ${counselor.name} from ${students} left join ${counselor} on ${eq(counselor.id, students.counselorId)}`,
  ],
  [
    'bound values',
    and(
      eq(students.id, '00000000-0000-0000-0000-000000000001'),
      isNull(students.archivedAt),
      inArray(students.status, ['follow-up', 'enrolled']),
    ) as SQL,
  ],
  ['a list and a date', sql`select ${[1, 2, 3]} as ids, ${when} as at, ${sql.param([4, 5])}::int[] as more`],
  ['an identifier and an enum', sql`select ${sql.identifier('a"b')}, ${studentStatusEnum}, ${sql.placeholder('p')}`],
  ['an aliased expression', sql`select ${sql`count(*)`.as('n')} from ${students}`],
  ['inline values', sql`select ${sql`${'a'}`.inlineParams()}, ${5}`],
  [
    "a list's conditions",
    studentConditions(
      listWhere({ status: ['follow-up'], fullName: 'rahim', startDate: '2026-01-01', endDate: '2026-11-01' }),
    ) as SQL,
  ],
];

describe('statementOf', () => {
  for (const [what, statement] of statements) {
    it(`writes ${what} as drizzle does`, () => {
      const { sql: text, params } = drizzle.sqlToQuery(statement);
      expect(statementOf(statement)).toEqual({ sql: text, params });
      // A column's name is kept after its first writing: the same again.
      expect(statementOf(statement)).toEqual({ sql: text, params });
    });
  }
});
