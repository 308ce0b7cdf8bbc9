import type { AuditEvent } from '@studydesk/shared/audit';
import { expect } from 'vitest';
import { callerOf, makeEmployee, testApp } from '../../../test/helpers.ts';

/**
 * What both audit test files share: an app on a database of the file's own, its staff (named, so the trail's
 * labels can be checked), and the calls that act and read the trail back. Called once at the top of each file:
 * modules are shared between the files of a worker (vitest's isolate: false), so nothing here may run on import.
 */
export async function auditTestApp() {
  const { app, db } = await testApp();
  const admin = await makeEmployee(db, ['Super Admin'], { name: 'Ada Admin' });
  const engineer = await makeEmployee(db, ['Software Engineer']);
  const receptionist = await makeEmployee(db, ['receptionist'], { name: 'Rita Reception' });
  const counselor = await makeEmployee(db, ['Counselor'], { name: 'Cora Counselor' });
  const heir = await makeEmployee(db, ['Counselor'], { name: 'Hugo Heir' });
  const officer = await makeEmployee(db, ['admin Officer'], { name: 'Olive Officer' });
  const visa = await makeEmployee(db, ['Admin Office Visa Section'], { name: 'Vera Visa' });
  const hr = await makeEmployee(db, ['Hr']);

  const call = callerOf(app);

  async function trail(query: Record<string, string | number> = {}, who = admin) {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    const response = await call('GET', `/audit${qs ? `?${qs}` : ''}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: AuditEvent[]; page: { number: number; size: number; hasNext: boolean } };
  }
  const eventsOf = async (recordId: string) => (await trail({ recordId })).data;
  /** The newest event of a record with this action. */
  async function latest(recordId: string, action: string) {
    return (await eventsOf(recordId)).find((e) => e.action === action);
  }
  const countAll = async () => {
    let n = 0;
    for (let page = 1; ; page += 1) {
      const { data, page: info } = await trail({ page });
      n += data.length;
      if (!info.hasNext) return n;
    }
  };

  return {
    app,
    db,
    admin,
    engineer,
    receptionist,
    counselor,
    heir,
    officer,
    visa,
    hr,
    call,
    trail,
    eventsOf,
    latest,
    countAll,
  };
}
