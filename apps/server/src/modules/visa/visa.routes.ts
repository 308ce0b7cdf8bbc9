import { envelope } from '@studydesk/shared/api';
import { applicationSchema, visaStatusBodySchema } from '@studydesk/shared/applications';
import { pageInfoSchema, studentFilterSchema, studentSchema } from '@studydesk/shared/students';
import { z } from 'zod';
import { access, actorOf } from '../../platform/auth/access.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { studentRef } from '../applications/applications.access.ts';
import { applicationsOfStudent } from '../applications/applications.service.ts';
import { employeeParams, studentParams, studentRules, studentsOfPathEmployee } from '../students/students.access.ts';
import { listStudents } from '../students/students.service.ts';
import { decideVisa } from './visa.service.ts';

const tags = ['visa'];
const studentsPage = z.object({ data: z.array(z.object({ students: z.array(studentSchema) })), page: pageInfoSchema });
const visaDocsParams = studentParams.extend({ applicantId: z.string().max(60) });

/** The visa team's desk: the students handed to them, each application's outcome. */
export const visaRoutes: AppRoutes = async (app, { db, realtime }) => {
  const rules = studentRules(db);

  app.get(
    '/visa/:employee_id',
    {
      config: {
        access: access.roles(
          ['Super Admin', 'Admin Office Visa Section'],
          (request, actor) => employeeParams.parse(request.params).employee_id === actor.employeeId,
        ),
      },
      schema: { tags, params: employeeParams, querystring: studentFilterSchema, response: { 200: studentsPage } },
    },
    async (request) => {
      const owner = await studentsOfPathEmployee(db, request, actorOf(request), 'Admin Office Visa Section');
      const { data, page } = await listStudents(db, request.query, owner);
      return { data: [{ students: data }], page };
    },
  );

  app.patch(
    '/visa/update-visa-status/:studentId/:createdAt',
    {
      config: { access: access.roles(['Super Admin', 'Admin Office Visa Section']) },
      schema: {
        tags,
        params: studentParams.extend({
          createdAt: z.string().datetime({ message: 'Use the application’s createdAt' }),
        }),
        body: visaStatusBodySchema,
        response: { 200: envelope(applicationSchema) },
      },
    },
    async (request) => {
      const { studentId, createdAt } = request.params;
      const { application, deliveries } = await decideVisa(
        db,
        studentId,
        new Date(createdAt),
        request.body.status,
        actorOf(request),
      );
      realtime.publish(deliveries);
      return { data: application };
    },
  );

  app.get(
    '/visa/get-all-visa-pros-docs/:applicantId/:studentId',
    {
      config: { access: rules.casework },
      schema: { tags, params: visaDocsParams, response: { 200: envelope(z.array(applicationSchema)) } },
    },
    async (request) => ({ data: await applicationsOfStudent(db, (await studentRef(db, request.params.studentId)).id) }),
  );
};
