import { visaContracts as visa } from '@studydesk/shared/contracts/visa';
import { access, actorOf } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { studentRef } from '../applications/applications.access.ts';
import { applicationsOfStudent } from '../applications/applications.service.ts';
import { studentRules, studentsOfPathEmployee } from '../students/students.access.ts';
import { listStudents } from '../students/students.service.ts';
import { decideVisa } from './visa.service.ts';

/** The visa team's desk: the students handed to them, each application's outcome. */
export const visaRoutes: AppRoutes = async (app, { db, realtime }) => {
  const rules = studentRules(db);

  const ownDesk = access.roles(
    ['Super Admin', 'Admin Office Visa Section'],
    (request, actor) => visa.list.params.parse(request.params).employee_id === actor.employeeId,
  );

  route(app, visa.list, { access: ownDesk }, async (request) => {
    const owner = await studentsOfPathEmployee(db, request, actorOf(request), 'Admin Office Visa Section');
    const { data, page } = await listStudents(db, request.query, owner);
    return { data: [{ students: data }], page };
  });

  route(app, visa.decide, { access: access.roles(['Super Admin', 'Admin Office Visa Section']) }, async (request) => {
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
  });

  route(app, visa.applications, { access: rules.casework }, async (request) => ({
    data: await applicationsOfStudent(db, (await studentRef(db, request.params.studentId)).id),
  }));
};
