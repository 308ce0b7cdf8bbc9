import { checklistsContracts as checklists } from '@studydesk/shared/contracts/checklists';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { students } from '../../db/schema.ts';
import { access, actorOf } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { storeStudentUpload, uploadDeps } from '../documents/student-upload.ts';
import { studentInReach, studentRules } from '../students/students.access.ts';
import { checklistItem, reviewChecklistItem, studentChecklist } from './checklists.service.ts';
import { checklistTemplateList, saveChecklistTemplate } from './templates.service.ts';

/**
 * The student a path's number names; `live` for a change (an upload, a review), which a deleted (archived) student
 * takes after its restore only, as their 16 slots.
 */
async function studentOf(db: Db, studentId: number, { live = false } = {}) {
  const [row] = await db
    .select({
      id: students.id,
      studentId: students.studentId,
      fullName: students.fullName,
      counselorId: students.counselorId,
    })
    .from(students)
    .where(and(eq(students.studentId, studentId), live ? isNull(students.archivedAt) : undefined));
  if (!row) throw notFound('Student');
  return row;
}

/** The document checklists per destination (Super Admin edits them) and each student's checklist and review. */
export const checklistsRoutes: AppRoutes = async (app, deps) => {
  const { db } = deps;
  const rules = studentRules(db);
  /** SPEC.md 6's reviewers of a student's documents: Super Admin, the student's Counselor, their admin Officer. */
  const reviewers = access.roles(['Super Admin', 'Counselor', 'admin Officer'], studentInReach(db));

  route(app, checklists.templates, { access: access.signedIn() }, async () => ({
    data: await checklistTemplateList(db),
  }));

  route(app, checklists.saveTemplate, { access: rules.superAdmin }, async (request) => ({
    data: await saveChecklistTemplate(db, request.params.country, request.body, actorOf(request)),
  }));

  route(app, checklists.checklist, { access: rules.casework }, async (request) => ({
    data: await studentChecklist(db, (await studentOf(db, request.params.studentId)).id),
  }));

  route(app, checklists.review, { access: reviewers }, async (request) => {
    const { id } = await studentOf(db, request.params.studentId, { live: true });
    return { data: await reviewChecklistItem(db, id, request.params.itemKey, request.body, actorOf(request)) };
  });

  const uploads = uploadDeps(deps);

  // uploads stay with Super Admin and the student's Counselor, as the 16 slots' (SPEC.md 6)
  route(app, checklists.upload, { access: rules.followUp }, async (request) => {
    const { params } = request;
    const { expiresAt } = request.query;
    const actor = actorOf(request);
    const student = await studentOf(db, params.studentId, { live: true });
    const item = await checklistItem(db, student.id, params.itemKey);
    if (expiresAt && !item.expires) throw invalid({ expiresAt: `${item.label} carries no expiry date` });
    // the file and its expiry date are one change: neither is kept without the other
    const withDate = expiresAt
      ? (tx: Tx) => reviewChecklistItem(tx, student.id, item.key, { expiresAt }, actor)
      : undefined;
    await storeStudentUpload(uploads, request, student, actor, () => item, withDate);
    return { data: await checklistItem(db, student.id, item.key) };
  });
};
