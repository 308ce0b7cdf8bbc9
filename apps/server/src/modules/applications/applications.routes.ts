import { applicationsContracts as apps } from '@studydesk/shared/contracts/applications';
import { access, actorOf } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import { notFound } from '../../platform/errors.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { sendZip } from '../../platform/storage/zip.ts';
import { activeEmployeesWithRole } from '../employees/employees.service.ts';
import { studentRules } from '../students/students.access.ts';
import { counselorOfStudent, filingOfficer, officerWork as officerWorkOf, studentRef } from './applications.access.ts';
import { removeApplication, updateApplication } from './applications.edit.ts';
import { applicationByUniversity, studentByUuid, universityDocumentEntries } from './applications.queries.ts';
import { addApplication, applicantsOf, applicationsOfStudent, assignApplicant } from './applications.service.ts';
import { receiveUniversityDocuments } from './applications.upload.ts';

export const applicationsRoutes: AppRoutes = async (app, { db, config, realtime, storage }) => {
  const rules = studentRules(db);
  const officerWork = officerWorkOf(db);
  const upload = { db, storage, realtime, limitBytes: config.UPLOAD_LIMIT_MB * 1024 * 1024 };

  route(app, apps.applicants, { access: rules.read }, async (request) => ({
    data: await applicantsOf(db, (await studentRef(db, request.params.studentId)).id),
  }));

  route(app, apps.assign, { access: counselorOfStudent(db) }, async (request) => {
    const student = await studentByUuid(db, request.params.studentObjectId);
    if (!student) throw notFound('Student');
    const { applicants, deliveries } = await assignApplicant(
      db,
      { id: student._id, studentId: student.studentId, fullName: student.fullName },
      request.params.applicantObjectId,
      actorOf(request),
    );
    realtime.publish(deliveries);
    return { data: applicants };
  });

  route(app, apps.officers, { access: access.roles(['Super Admin', 'Counselor']) }, async () => ({
    data: await activeEmployeesWithRole(db, 'admin Officer'),
  }));

  route(app, apps.visaTeam, { access: access.roles(['Super Admin', 'admin Officer']) }, async () => ({
    data: await activeEmployeesWithRole(db, 'Admin Office Visa Section'),
  }));

  route(app, apps.list, { access: rules.casework }, async (request) => {
    const student = await studentRef(db, request.params.studentId);
    const applications = await applicationsOfStudent(db, student.id);
    // One group an officer, however often the student came back to them (current and newest first).
    const applicants = (await applicantsOf(db, student.id)).filter(
      (a, i, all) => all.findIndex((b) => b.id === a.id) === i,
    );
    const groups = applicants
      .map((a) => ({
        applicantId: a.applicantId,
        applicant_name: a.applicant_name,
        universities: applications.filter((x) => x.applicantId === a.applicantId),
      }))
      .filter((g, i) => g.universities.length > 0 || i === 0);
    return { data: groups };
  });

  route(app, apps.create, { access: officerWork }, async (request) => {
    const student = await studentRef(db, request.params.studentId);
    const officerId = await filingOfficer(db, request, student.id, request.params.applicantId);
    return { data: await addApplication(db, student.id, officerId, request.body, actorOf(request).id) };
  });

  route(app, apps.update, { access: officerWork }, async (request) => {
    const student = await studentRef(db, request.params.studentId);
    await filingOfficer(db, request, student.id, request.params.applicantId);
    const { _id, ...changes } = request.body;
    return { data: await updateApplication(db, student.id, _id, changes, actorOf(request).id) };
  });

  route(app, apps.edit, { access: officerWork }, async (request) => {
    const student = await studentRef(db, request.params.studentId);
    return {
      data: await updateApplication(db, student.id, request.params.applicationId, request.body, actorOf(request).id),
    };
  });

  route(app, apps.remove, { access: officerWork }, async (request) => {
    const student = await studentRef(db, request.params.studentId);
    await removeApplication(db, student.id, request.params.applicationId, actorOf(request));
    return { data: null };
  });

  route(app, apps.submitDocuments, { access: officerWork }, async (request) => ({
    data: await receiveUniversityDocuments(upload, request, undefined, request.params.studentId),
  }));

  route(app, apps.byUniversity, { access: rules.casework }, async (request) => {
    const { studentId, ...key } = request.params;
    return { data: await applicationByUniversity(db, (await studentRef(db, studentId)).id, key) };
  });

  route(app, apps.updateDocuments, { access: officerWork }, async (request) => {
    const { studentId, studentObjectId: _, ...key } = request.params;
    const application = await applicationByUniversity(db, (await studentRef(db, studentId)).id, key);
    return { data: await receiveUniversityDocuments(upload, request, application._id, studentId) };
  });

  route(app, apps.zip, { access: rules.casework }, async (request, reply) => {
    const student = await studentRef(db, request.params.studentId);
    const entries = await universityDocumentEntries(db, student.id);
    return sendZip(reply, storage, `University documents of student - ${student.studentId}.zip`, entries);
  });
};
