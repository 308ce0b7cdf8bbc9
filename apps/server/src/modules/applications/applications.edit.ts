import type { applicationEditSchema } from '@studydesk/shared/applications';
import { ErrorCode } from '@studydesk/shared/errors';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { documents, universityApplications } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { changedFields, employeeLabel, recordAudit } from '../audit/audit.service.ts';
import { applicationMoneyColumns } from '../money/application-money.ts';
import { followApplicationEdit } from '../money/ledger-edit.ts';
import { recordStudentEvents } from '../timeline/timeline.service.ts';
import { getApplication, refuseTwin } from './applications.service.ts';

/** A live (not removed) application of the student, locked for the change; 404 when the student has no such one. */
async function lockApplication(tx: Tx, studentUuid: string, id: string) {
  const [row] = await tx
    .select()
    .from(universityApplications)
    .where(
      and(
        eq(universityApplications.id, id),
        eq(universityApplications.studentId, studentUuid),
        isNull(universityApplications.removedAt),
      ),
    )
    .for('update');
  if (!row) throw notFound('Application');
  return row;
}

/**
 * Changes the fields sent (both PATCH routes). The audit trail keeps each changed field's before and after, and the
 * student's log says the application was edited; setting the same values records nothing.
 */
export async function updateApplication(
  db: Db,
  studentUuid: string,
  id: string,
  changes: z.output<typeof applicationEditSchema>,
  actorId: string,
) {
  return db.transaction(async (tx) => {
    // the partner first (share-locked), then the application: a partner's rename locks them in the same order
    const money = await applicationMoneyColumns(tx, changes, actorId);
    const before = await lockApplication(tx, studentUuid, id);
    const universityName = changes.universityName ?? before.universityName;
    const subject = changes.subject ?? before.subject;
    const intake = changes.intake ?? before.intake;
    if (universityName !== before.universityName || subject !== before.subject || intake !== before.intake) {
      // the application, then the student: the order a hand-over and a visa outcome take
      await refuseTwin(tx, studentUuid, { universityName, subject, intake }, id);
    }
    const { tuitionFee: _typed, ...fields } = changes;
    const columns = { ...fields, ...money };
    // the trail names the partner by its B2B text; its id follows that text
    const { partnerId: _follows, ...named } = columns;
    const diff = changedFields(before, named);
    if (diff) {
      const [after] = await tx
        .update(universityApplications)
        .set(columns)
        .where(eq(universityApplications.id, id))
        .returning();
      await recordAudit(tx, { actorId, recordType: 'application', recordId: id, action: 'updated', ...diff });
      // a fee typed or corrected after the grant: the ledger's rows follow, under the application's lock held here
      if (after) await followApplicationEdit(tx, before, after, actorId);
      await recordStudentEvents(tx, [
        {
          studentId: studentUuid,
          kind: 'application-edited',
          actorId,
          payload: {
            applicationId: id,
            universityName: changes.universityName ?? before.universityName,
            fields: Object.keys(diff.after),
          },
        },
      ]);
    }
    return getApplication(tx, id);
  });
}

/**
 * Removes an application from the student's list. It is archived, not deleted: the row and its university
 * documents stay (the audit trail says how many), so nothing uploaded is lost. An application handed to the visa
 * team is the visa member's work now and is not removed (409).
 */
export async function removeApplication(db: Db, studentUuid: string, id: string, actor: Actor) {
  await db.transaction(async (tx) => {
    const row = await lockApplication(tx, studentUuid, id);
    if (row.visaTeamId) {
      const member = await employeeLabel(tx, row.visaTeamId);
      throw new AppError(
        ErrorCode.HANDED_TO_VISA,
        `This application was handed to ${member ?? 'the visa team'} for the visa, so it cannot be removed. ` +
          'Edit it instead, or ask the visa team to record the outcome.',
      );
    }
    await tx
      .update(universityApplications)
      .set({ removedAt: sql`now()`, removedBy: actor.id })
      .where(eq(universityApplications.id, id));
    const [files] = await tx.select({ n: sql<number>`count(*)::int` }).from(documents).where(eq(documents.ownerId, id));
    const { universityName, subject, country, intake, note, b2b, link, status } = row;
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'application',
      recordId: id,
      action: 'removed',
      before: { universityName, subject, country, intake, note, b2b, link, status },
      after: { removed: true, documentsKept: files?.n ?? 0 },
    });
    await recordStudentEvents(tx, [
      {
        studentId: studentUuid,
        kind: 'application-removed',
        actorId: actor.id,
        payload: { applicationId: id, universityName, country },
      },
    ]);
  });
}
