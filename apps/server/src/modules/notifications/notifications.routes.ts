import { envelope } from '@studydesk/shared/api';
import { notificationPageSchema } from '@studydesk/shared/notifications';
import { z } from 'zod';
import { access, actorOf } from '../../platform/auth/access.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { listNotifications, markAllRead, markRead, recipientOf } from './notifications.service.ts';

const tags = ['notifications'];
const listParams = z.object({ employeeId: z.string().trim().min(1).max(60) });
const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
const idParams = z.object({ id: z.string().uuid() });

export const notificationsRoutes: AppRoutes = async (app, { db }) => {
  // Only one's own notifications, Super Admin included.
  const ownList = access.ownOnly((request, actor) => listParams.parse(request.params).employeeId === actor.employeeId);
  const ownNotification = access.ownOnly(async (request, actor) => {
    const { id } = idParams.parse(request.params);
    const recipientId = await recipientOf(db, id);
    return recipientId === undefined || recipientId === actor.id; // an unknown id answers 404 below
  });

  app.get(
    '/notifications/:employeeId',
    {
      config: { access: ownList },
      schema: { tags, params: listParams, querystring: listQuery, response: { 200: notificationPageSchema } },
    },
    async (request) => listNotifications(db, actorOf(request).id, request.query.page, request.query.pageSize),
  );

  app.put(
    '/notifications/:id/read',
    { config: { access: ownNotification }, schema: { tags, params: idParams, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await markRead(db, request.params.id, actorOf(request).id);
      return { data: null };
    },
  );

  app.put(
    '/notifications/read-all',
    { config: { access: access.signedIn() }, schema: { tags, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await markAllRead(db, actorOf(request).id);
      return { data: null };
    },
  );
};
