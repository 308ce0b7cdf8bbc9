import { timelineContracts as t } from '@studydesk/shared/contracts/timeline';
import { actorOf } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { studentRules } from '../students/students.access.ts';
import { timelinePage } from './timeline.queries.ts';

/** A student's timeline (issue 17): whoever may open the student's page may read it. */
export const timelineRoutes: AppRoutes = async (app, { db }) => {
  const rules = studentRules(db);
  route(app, t.timeline, { access: rules.read }, async (request) =>
    timelinePage(db, request.params.studentId, request.query, actorOf(request).role === 'Super Admin'),
  );
};
