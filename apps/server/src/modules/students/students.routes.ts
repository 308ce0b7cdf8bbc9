import type { Readable } from 'node:stream';
import { studentChangeContracts as changes } from '@studydesk/shared/contracts/student-changes';
import { studentsContracts as s } from '@studydesk/shared/contracts/students';
import { officeToday } from '@studydesk/shared/dates';
import type { FastifyReply } from 'fastify';
import { actorOf } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { canReceiveAutomatic } from '../messages/outbox.service.ts';
import { studentMessageLanguage } from '../messages/student-language.ts';
import { nextActionOf, studentOwner } from '../tasks/next-actions.service.ts';
import { suggestNames } from './name-suggestions.ts';
import { studentRules, studentsOfPathEmployee } from './students.access.ts';
import { archiveStudent, listArchived, restoreStudent } from './students.archive.ts';
import { changeCounselor, editStudent } from './students.edit.ts';
import { studentsXlsx } from './students.export.ts';
import { listWhere, studentConditions } from './students.queries.ts';
import {
  changeStatus,
  createStudent,
  dashboardCounts,
  findSameStudent,
  getStudent,
  listStudents,
  statusHistory,
  writeAdvices,
} from './students.service.ts';

function sendXlsx(reply: FastifyReply, stream: Readable) {
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', 'attachment; filename="data.xlsx"')
    .send(stream);
}

export const studentsRoutes: AppRoutes = async (app, { db, realtime }) => {
  const rules = studentRules(db);

  route(app, s.filterOfEmployee, { access: rules.employeeStudents }, async (request) =>
    listStudents(db, request.query, await studentsOfPathEmployee(db, request, actorOf(request))),
  );

  route(app, s.filterAll, { access: rules.allStudents }, async (request) => listStudents(db, request.query));

  route(app, s.counselorList, { access: rules.employeeStudents }, async (request) => {
    const { data, page } = await listStudents(
      db,
      request.query,
      await studentsOfPathEmployee(db, request, actorOf(request)),
    );
    return { data: [{ students: data }], page };
  });

  route(app, s.arrivals, { access: rules.allStudents }, async (request) => {
    const { date, ...paging } = request.query;
    return listStudents(db, { ...paging, startDate: date, endDate: date, status: [], sort: 'newest' });
  });

  route(app, s.downloadOfEmployee, { access: rules.employeeStudents }, async (request, reply) =>
    sendXlsx(
      reply,
      studentsXlsx(
        db,
        studentConditions(listWhere(request.query), await studentsOfPathEmployee(db, request, actorOf(request))),
        request.query.sort,
      ),
    ),
  );

  route(app, s.downloadAll, { access: rules.allStudents }, async (request, reply) =>
    sendXlsx(reply, studentsXlsx(db, studentConditions(listWhere(request.query)), request.query.sort)),
  );

  route(app, s.downloadDay, { access: rules.allStudents }, async (request, reply) => {
    const { body } = request;
    const first = Array.isArray(body) ? body[0] : undefined;
    // the office's day of the first student the page listed (a moment in UTC), not its UTC day
    const date = first ? officeToday(new Date(first.createdAt)) : Array.isArray(body) ? undefined : body.date;
    return sendXlsx(reply, studentsXlsx(db, studentConditions({ startDate: date, endDate: date, status: [] })));
  });

  route(app, s.suggestOfEmployee, { access: rules.employeeStudents }, async (request) => {
    const owner = await studentsOfPathEmployee(db, request, actorOf(request));
    return { data: await suggestNames(db, request.query.fullName, owner) };
  });

  route(app, s.suggestAll, { access: rules.allStudents }, async (request) => ({
    data: await suggestNames(db, request.query.fullName),
  }));

  route(app, s.findSame, { access: rules.register }, async (request) => ({
    data: await findSameStudent(db, request.params.fullName, request.params.phoneNumber),
  }));

  route(app, s.create, { access: rules.register }, async (request) => {
    const { student, deliveries } = await createStudent(db, request.body, actorOf(request));
    realtime.publish(deliveries);
    return { data: student };
  });

  route(app, s.get, { access: rules.read }, async (request) => {
    const student = await getStudent(db, request.params.studentId);
    const [nextAction, receives, keeper, messages] = await Promise.all([
      nextActionOf(db, student._id),
      canReceiveAutomatic(db, student._id),
      studentOwner(db, student._id),
      studentMessageLanguage(db, student.studentId),
    ]);
    const extra = { nextAction, nextActionKeeper: keeper?.id ?? null, messagesOptedOut: !receives, messages };
    return { data: [{ ...student, ...extra }] };
  });

  route(app, s.history, { access: rules.read }, async (request) => ({
    data: await statusHistory(db, request.params.studentId),
  }));

  route(app, s.changeStatus, { access: rules.followUp }, async (request) => ({
    data: await changeStatus(db, request.params.studentId, request.body.status, actorOf(request)),
  }));

  route(app, changes.edit, { access: rules.followUp }, async (request) => ({
    data: await editStudent(db, request.params.studentId, request.body, actorOf(request)),
  }));

  route(app, changes.changeCounselor, { access: rules.superAdmin }, async (request) => {
    const { student, deliveries } = await changeCounselor(
      db,
      request.params.studentId,
      request.body.counselorId,
      actorOf(request),
    );
    realtime.publish(deliveries);
    return { data: student };
  });

  route(app, s.writeAdvices, { access: rules.followUp }, async (request) => ({
    data: await writeAdvices(db, request.params.studentId, request.body.advices, actorOf(request)),
  }));

  for (const [deletion, rule] of [
    [s.archive, rules.archive],
    [s.superAdminArchive, rules.superAdmin],
  ] as const) {
    route(app, deletion, { access: rule }, async (request) => {
      // Who removed it comes from the session; the path's userId is kept for the spec's URL only.
      await archiveStudent(db, request.params.studentId, actorOf(request));
      return { data: null };
    });
  }

  route(app, s.archived, { access: rules.superAdmin }, async (request) => listArchived(db, request.query));

  route(app, s.restore, { access: rules.superAdmin }, async (request) => {
    const { student, deliveries } = await restoreStudent(db, request.body.studentId, actorOf(request));
    realtime.publish(deliveries);
    return { data: student };
  });

  route(app, s.dashboard, { access: rules.superAdmin }, async () => ({ data: await dashboardCounts(db) }));
};
