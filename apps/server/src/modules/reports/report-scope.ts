import type { ReportFilter, ReportRange } from '@studydesk/shared/reports';
import type { Role } from '@studydesk/shared/roles';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Bound, bound, preparedShapes } from '../../db/prepared.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { forbidden } from '../../platform/errors.ts';
import { type PeriodPart, periodParts } from './report-periods.ts';

/**
 * What a report's statement is written from: the caller's role and id, the filter's values, the range's office days
 * and the rollup periods covering them (`periodParts`). Each value is itself, or its place in a statement written
 * once for its shape (`reportStatement`).
 */
export interface ReportScope {
  role: Role;
  me: Bound<string>;
  counselor?: Bound<string>;
  source?: Bound<string>;
  country?: Bound<string>;
  intake?: Bound<string>;
  from: Bound<string>;
  to: Bound<string>;
  parts: { grain: PeriodPart['grain']; from: Bound<string>; until: Bound<string> }[];
}

const FILTERS = ['counselor', 'source', 'country', 'intake'] as const;

/** A report's caller, filter and range as its statement is written from them. A Counselor may only ask for their own. */
export function reportScope(actor: Actor, filter: ReportFilter, range: ReportRange): ReportScope {
  if (actor.role === 'Counselor' && filter.counselor && filter.counselor !== actor.id) throw forbidden();
  const given = FILTERS.filter((name) => filter[name]).map((name) => [name, filter[name]]);
  return { role: actor.role, me: actor.id, ...Object.fromEntries(given), ...range, parts: periodParts(range) };
}

/** What a scope's statement text depends on: the role, which filters are given, the grain of each period. */
type ScopeShape = { role: Role; given: (typeof FILTERS)[number][]; grains: PeriodPart['grain'][] };

const partValues = (scope: ReportScope) =>
  scope.parts.flatMap((part, i) => [
    [`from${i}`, part.from],
    [`until${i}`, part.until],
  ]);

/** The scope written with placeholders where its values go. */
function boundScope({ role, given, grains }: ScopeShape): ReportScope {
  return {
    role,
    me: bound('me'),
    ...Object.fromEntries(given.map((name) => [name, bound(name)])),
    from: bound('from'),
    to: bound('to'),
    parts: grains.map((grain, i) => ({ grain, from: bound(`from${i}`), until: bound(`until${i}`) })),
  };
}

/**
 * A report's statement, written once for each shape of its scope and of `extra` (what else its text depends on: a
 * grouping, an interval), its values filled in on each call (preparedShapes). Written again on each request, the
 * reports' statements took a twelfth of their routes' time.
 */
export function reportStatement<T, Extra>(build: (scope: ReportScope, extra: Extra) => SQL) {
  const rows = preparedShapes<T, ScopeShape & { extra: Extra }>(({ extra, ...shape }) =>
    build(boundScope(shape), extra),
  );
  return (db: Db, scope: ReportScope, extra: Extra) => {
    const given = FILTERS.filter((name) => scope[name] !== undefined);
    const shape = { role: scope.role, given, grains: scope.parts.map((part) => part.grain), extra };
    const values = { me: scope.me, from: scope.from, to: scope.to, ...Object.fromEntries(partValues(scope)) };
    for (const name of given) values[name] = scope[name];
    return rows(db, shape, values);
  };
}
