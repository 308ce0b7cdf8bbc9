import type { Readable } from 'node:stream';
import { envelope } from '@studydesk/shared/api';
import { calendarDateSchema, isCalendarDate } from '@studydesk/shared/dates';
import {
  advicesBodySchema,
  archivedEntrySchema,
  createStudentSchema,
  dashboardCountsSchema,
  pageInfoSchema,
  restoreBodySchema,
  statusChangeSchema,
  studentFilterSchema,
  studentPageSchema,
  studentSchema,
  studentStatusSchema,
} from '@studydesk/shared/students';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../platform/auth/access.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { employeeParams, studentParams, studentRules, studentsOfPathEmployee } from './students.access.ts';
import { archiveStudent, listArchived, restoreStudent } from './students.archive.ts';
import { studentsXlsx } from './students.export.ts';
import { studentConditions } from './students.queries.ts';
import {
  changeStatus,
  createStudent,
  dashboardCounts,
  findSameStudent,
  getStudent,
  listStudents,
  statusHistory,
  suggestNames,
  writeAdvices,
} from './students.service.ts';

const tags = ['students'];
const suggestionQuery = z.object({ fullName: z.string().max(120).default('') });
const deleteParams = studentParams.extend({ userId: z.string().max(60) });
const arrivalsQuery = studentFilterSchema.pick({ page: true, pageSize: true }).extend({
  date: calendarDateSchema.optional(),
});
/** SPEC.md 7 sends the day's students; we accept that list (only their ids are used) or just the day. */
const specificDateBody = z.union([
  z.object({ date: calendarDateSchema }),
  z
    .array(z.looseObject({ createdAt: z.string().refine((v) => isCalendarDate(v.slice(0, 10)), 'Not a real date') }))
    .min(1)
    .max(10_000),
]);
const ok = envelope(z.null());

function sendXlsx(reply: FastifyReply, stream: Readable) {
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', 'attachment; filename="data.xlsx"')
    .send(stream);
}

export const studentsRoutes: AppRoutes = async (app, { db, realtime }) => {
  const rules = studentRules(db);

  app.get(
    '/utilities/filter-student-list/:employee_id',
    {
      config: { access: rules.employeeStudents },
      schema: { tags, params: employeeParams, querystring: studentFilterSchema, response: { 200: studentPageSchema } },
    },
    async (request) => listStudents(db, request.query, await studentsOfPathEmployee(db, request, actorOf(request))),
  );

  app.get(
    '/super-admin/filter-leads',
    {
      config: { access: rules.allStudents },
      schema: { tags, querystring: studentFilterSchema, response: { 200: studentPageSchema } },
    },
    async (request) => listStudents(db, request.query),
  );

  app.get(
    '/counselor/:employee_id',
    {
      config: { access: rules.employeeStudents },
      schema: {
        tags,
        params: employeeParams,
        querystring: studentFilterSchema,
        response: {
          200: z.object({ data: z.array(z.object({ students: z.array(studentSchema) })), page: pageInfoSchema }),
        },
      },
    },
    async (request) => {
      const { data, page } = await listStudents(
        db,
        request.query,
        await studentsOfPathEmployee(db, request, actorOf(request)),
      );
      return { data: [{ students: data }], page };
    },
  );

  app.get(
    '/super-admin/get-student-list',
    {
      config: { access: rules.allStudents },
      schema: { tags, querystring: arrivalsQuery, response: { 200: studentPageSchema } },
    },
    async (request) => {
      const { date, ...paging } = request.query;
      return listStudents(db, { ...paging, startDate: date, endDate: date, status: [] });
    },
  );

  app.get(
    '/utilities/download-leads/:employee_id',
    {
      config: { access: rules.employeeStudents },
      schema: { tags, params: employeeParams, querystring: studentFilterSchema },
    },
    async (request, reply) =>
      sendXlsx(
        reply,
        studentsXlsx(db, studentConditions(request.query, await studentsOfPathEmployee(db, request, actorOf(request)))),
      ),
  );

  app.get(
    '/utilities/download-leads',
    { config: { access: rules.allStudents }, schema: { tags, querystring: studentFilterSchema } },
    async (request, reply) => sendXlsx(reply, studentsXlsx(db, studentConditions(request.query))),
  );

  app.post(
    '/utilities/download-specific-date',
    { config: { access: rules.allStudents }, schema: { tags, body: specificDateBody } },
    async (request, reply) => {
      const date = Array.isArray(request.body) ? request.body[0]?.createdAt.slice(0, 10) : request.body.date;
      return sendXlsx(reply, studentsXlsx(db, studentConditions({ startDate: date, endDate: date, status: [] })));
    },
  );

  app.get(
    '/utilities/get-student-suggestion/:employee_id',
    {
      config: { access: rules.employeeStudents },
      schema: {
        tags,
        params: employeeParams,
        querystring: suggestionQuery,
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async (request) => ({
      data: await suggestNames(db, request.query.fullName, await studentsOfPathEmployee(db, request, actorOf(request))),
    }),
  );

  app.get(
    '/super-admin/get-student-suggestion',
    {
      config: { access: rules.allStudents },
      schema: { tags, querystring: suggestionQuery, response: { 200: envelope(z.array(z.string())) } },
    },
    async (request) => ({ data: await suggestNames(db, request.query.fullName) }),
  );

  app.get(
    '/receptionist/student/:fullName/:phoneNumber',
    {
      config: { access: rules.register },
      schema: {
        tags,
        params: z.object({ fullName: z.string().max(120), phoneNumber: z.string().max(30) }),
        response: { 200: envelope(z.array(studentSchema)) },
      },
    },
    async (request) => ({ data: await findSameStudent(db, request.params.fullName, request.params.phoneNumber) }),
  );

  app.post(
    '/receptionist/add-student',
    {
      config: { access: rules.register },
      schema: { tags, body: createStudentSchema, response: { 201: envelope(studentSchema) } },
    },
    async (request, reply) => {
      const { student, deliveries } = await createStudent(db, request.body, actorOf(request));
      realtime.publish(deliveries);
      return reply.status(201).send({ data: student });
    },
  );

  app.get(
    '/student/:studentId',
    {
      config: { access: rules.read },
      schema: { tags, params: studentParams, response: { 200: envelope(z.array(studentSchema)) } },
    },
    async (request) => ({ data: [await getStudent(db, request.params.studentId)] }),
  );

  app.get(
    '/student/:studentId/history',
    {
      config: { access: rules.read },
      schema: { tags, params: studentParams, response: { 200: envelope(z.array(statusChangeSchema)) } },
    },
    async (request) => ({ data: await statusHistory(db, request.params.studentId) }),
  );

  app.patch(
    '/student/:studentId/status',
    {
      config: { access: rules.followUp },
      schema: {
        tags,
        params: studentParams,
        body: z.object({ status: studentStatusSchema }),
        response: { 200: envelope(studentSchema) },
      },
    },
    async (request) => ({
      data: await changeStatus(db, request.params.studentId, request.body.status, actorOf(request)),
    }),
  );

  app.put(
    '/student/:studentId/advices',
    {
      config: { access: rules.followUp },
      schema: { tags, params: studentParams, body: advicesBodySchema, response: { 200: envelope(studentSchema) } },
    },
    async (request) => ({
      data: await writeAdvices(db, request.params.studentId, request.body.advices, actorOf(request)),
    }),
  );

  for (const [path, rule] of [
    ['/utilities/delete-student/:studentId/:userId', rules.archive],
    ['/super-admin/delete-student/:studentId/:userId', rules.superAdmin],
  ] as const) {
    app.delete(
      path,
      { config: { access: rule }, schema: { tags, params: deleteParams, response: { 200: ok } } },
      async (request) => {
        // Who removed it comes from the session; the path's userId is kept for the spec's URL only.
        await archiveStudent(db, request.params.studentId, actorOf(request));
        return { data: null };
      },
    );
  }

  app.get(
    '/utilities/archived-students',
    {
      config: { access: rules.superAdmin },
      schema: { tags, response: { 200: envelope(z.array(archivedEntrySchema)) } },
    },
    async () => ({ data: await listArchived(db) }),
  );

  app.post(
    '/utilities/restore-student',
    {
      config: { access: rules.superAdmin },
      schema: { tags, body: restoreBodySchema, response: { 200: envelope(studentSchema) } },
    },
    async (request) => ({ data: await restoreStudent(db, request.body.studentId, actorOf(request)) }),
  );

  app.get(
    '/super-admin/dashboard',
    { config: { access: rules.superAdmin }, schema: { tags, response: { 200: envelope(dashboardCountsSchema) } } },
    async () => ({ data: await dashboardCounts(db) }),
  );
};
