import { ErrorCode } from '@studydesk/shared/errors';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { students, universityApplications } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { getApplication } from '../applications/applications.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { recordStatusChange, recordStudentEvents } from '../timeline/timeline.service.ts';

/** The visa outcome of one application (SPEC.md 4: keyed by its createdAt); it is also the student's outcome. */
export async function decideVisa(
  db: Db,
  studentId: number,
  createdAt: Date,
  status: 'success' | 'rejected',
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ app: universityApplications, student: students })
      .from(universityApplications)
      .innerJoin(students, eq(students.id, universityApplications.studentId))
      .where(and(eq(students.studentId, studentId), eq(universityApplications.createdAt, createdAt)))
      .for('update');
    if (!row) throw notFound('Application');
    if (actor.role !== 'Super Admin' && row.app.visaTeamId !== actor.id) {
      throw new AppError(ErrorCode.FORBIDDEN, 'You do not have access to this.');
    }
    await tx
      .update(universityApplications)
      .set({ visaStatus: status, visaDecidedBy: actor.id, visaDecidedAt: new Date() })
      .where(eq(universityApplications.id, row.app.id));
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'application',
      recordId: row.app.id,
      action: 'visa-decided',
      before: { visaStatus: row.app.visaStatus },
      after: { visaStatus: status },
    });
    await recordStudentEvents(tx, [
      {
        studentId: row.student.id,
        kind: 'visa-decided',
        actorId: actor.id,
        payload: { applicationId: row.app.id, visaStatus: status, universityName: row.app.universityName },
      },
    ]);
    if (row.student.status !== status) {
      await tx.update(students).set({ status }).where(eq(students.id, row.student.id));
      await recordStatusChange(tx, {
        studentId: row.student.id,
        from: row.student.status,
        to: status,
        actorId: actor.id,
      });
    }
    const outcome = status === 'success' ? 'granted' : 'rejected';
    const recipients = [
      ...new Set([row.student.counselorId, row.app.applicantId].filter((id): id is string => Boolean(id))),
    ];
    const deliveries = await notify(
      tx,
      recipients.map((recipientId) => ({
        recipientId,
        studentId: row.student.id,
        for: recipientId === row.app.applicantId ? ('application' as const) : ('counseling' as const),
        message: `The visa of ${row.student.fullName} (${row.student.studentId}) for ${row.app.universityName} was ${outcome}, recorded by ${actor.name}.`,
      })),
    );
    return { application: await getApplication(tx, row.app.id), deliveries };
  });
}
