import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventually, holdOpen, lockWaits, testApp } from '../../../test/helpers.ts';
import { addAgreement, ledgerWorld } from '../../../test/ledger.ts';
import { agreements, commissions } from '../../db/schema/money.ts';
import { visaDecisions } from '../../db/schema.ts';

// A visa granted while Accounts delete the agreement it pays under. The one that comes second is held open on its
// own connection, so the other meets its locks every time, not only when the timing happens to fall that way.

const { app, db } = await testApp();
const world = await ledgerWorld(app, db);

const fixedAgreement = (universityName: string, amountMinor: number, courseLevel = '') =>
  addAgreement(db, {
    universityName,
    courseLevel,
    basis: 'fixed',
    amountMinor,
    currency: 'GBP',
    instalments: 1,
    claimable: 'enrolment',
  });

describe('deleting an agreement while a visa is granted under it', () => {
  it('answers 409 (in use) once the grant it waited for has made ledger rows from it, and keeps both', async () => {
    const agreement = await fixedAgreement('Racing University', 90_000);
    const student = await world.student('Rows First Rana');
    const applicationId = await world.apply(student, { universityName: 'Racing University' });
    // The grant's ledger row, written and not yet committed, as the grant's transaction leaves it.
    const grant = holdOpen(db, (tx) =>
      tx.insert(commissions).values({
        applicationId,
        studentId: student._id,
        agreementId: agreement.id,
        amountMinor: 90_000,
        currency: 'GBP',
        dueOn: '2026-09-01',
      }),
    );
    await grant.opened;
    const deleting = world.call('DELETE', `/agreements/${agreement.id}`, world.accounts);
    await eventually(async () => (await lockWaits(db)) >= 1, 'the delete waiting for the grant');
    grant.release();
    await grant.ended;
    const deleted = await deleting;
    expect(deleted.statusCode, deleted.body).toBe(409);
    expect(deleted.json().error.code).toBe('IN_USE');
    expect(await db.select().from(agreements).where(eq(agreements.id, agreement.id))).toHaveLength(1);
    expect(await db.select().from(commissions).where(eq(commissions.applicationId, applicationId))).toHaveLength(1);
  });

  it('records a grant that waited for the delete, its rows made from the general agreement left', async () => {
    await fixedAgreement('Second Racing University', 50_000);
    const masters = await fixedAgreement('Second Racing University', 70_000, 'Masters');
    const student = await world.student('Delete First Dina');
    const applicationId = await world.apply(student, {
      universityName: 'Second Racing University',
      courseLevel: 'Masters',
    });
    const removal = holdOpen(db, (tx) => tx.delete(agreements).where(eq(agreements.id, masters.id)));
    await removal.opened;
    const granting = world.decide(student, applicationId, 'success', '2026-08-01');
    await eventually(async () => (await lockWaits(db)) >= 1, 'the grant waiting for the delete');
    removal.release();
    await removal.ended;
    await granting; // throws with the answer's body unless 200
    const decisions = await db.select().from(visaDecisions).where(eq(visaDecisions.applicationId, applicationId));
    expect(decisions).toMatchObject([{ status: 'success', decidedOn: '2026-08-01' }]);
    // The Masters agreement is gone, so the university's general one pays.
    const rows = await db.select().from(commissions).where(eq(commissions.applicationId, applicationId));
    expect(rows).toMatchObject([{ amountMinor: 50_000, currency: 'GBP' }]);
  });
});
