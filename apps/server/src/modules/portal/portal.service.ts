import type { ChecklistItem } from '@studydesk/shared/checklists';
import { firstName, type Portal, type PortalItem } from '@studydesk/shared/portal';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employees, students, universityApplications } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { studentChecklist } from '../checklists/checklists.service.ts';

/** A checklist item as the student sees it: where it stands and why, without who reviewed it or a file link. */
export const portalItem = (item: ChecklistItem): PortalItem => ({
  key: item.key,
  label: item.label,
  stage: item.stage,
  state: item.state,
  reason: item.reason,
  receivedAt: item.file?.uploadedAt ?? null,
  expiresAt: item.expiresAt,
  expiryWarning: item.expiryWarning,
});

/** The student's own page: their status, checklist and applications, and nothing of anyone else. */
export async function studentPortal(db: Db, student: { id: string; expiresAt: Date }): Promise<Portal> {
  const [row] = await db
    .select({
      studentId: students.studentId,
      fullName: students.fullName,
      status: students.status,
      counselor: employees.name,
      language: students.messageLanguage,
    })
    .from(students)
    .leftJoin(employees, eq(employees.id, students.counselorId))
    .where(eq(students.id, student.id));
  if (!row) throw notFound('Student');
  const [checklist, applications] = await Promise.all([
    studentChecklist(db, student.id),
    db
      .select({
        _id: universityApplications.id,
        universityName: universityApplications.universityName,
        subject: universityApplications.subject,
        country: universityApplications.country,
        intake: universityApplications.intake,
        status: universityApplications.status,
        visaStatus: universityApplications.visaStatus,
      })
      .from(universityApplications)
      .where(and(eq(universityApplications.studentId, student.id), isNull(universityApplications.removedAt)))
      .orderBy(asc(universityApplications.createdAt)),
  ]);
  return {
    studentId: row.studentId,
    firstName: firstName(row.fullName),
    status: row.status,
    counselorFirstName: row.counselor ? firstName(row.counselor) || null : null,
    destination: checklist.destination,
    items: checklist.items.map(portalItem),
    applications: applications.map((a) => ({
      ...a,
      status: a.status as Portal['applications'][number]['status'],
      visaStatus: a.visaStatus === 'success' || a.visaStatus === 'rejected' ? a.visaStatus : null,
    })),
    expiresAt: student.expiresAt.toISOString(),
    language: row.language,
  };
}
