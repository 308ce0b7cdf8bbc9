import { notificationsContracts as notifications } from '@studydesk/shared/contracts/notifications';
import { access, actorOf } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { listNotifications, markAllRead, markRead, recipientOf } from './notifications.service.ts';

export const notificationsRoutes: AppRoutes = async (app, { db }) => {
  // Only one's own notifications, Super Admin included.
  const ownList = access.ownOnly(
    (request, actor) => notifications.list.params.parse(request.params).employeeId === actor.employeeId,
  );
  const ownNotification = access.ownOnly(async (request, actor) => {
    const { id } = notifications.read.params.parse(request.params);
    const recipientId = await recipientOf(db, id);
    return recipientId === undefined || recipientId === actor.id; // an unknown id answers 404 below
  });

  route(app, notifications.list, { access: ownList }, async (request) =>
    listNotifications(db, actorOf(request).id, request.query.page, request.query.pageSize),
  );

  route(app, notifications.read, { access: ownNotification }, async (request) => {
    await markRead(db, request.params.id, actorOf(request).id);
    return { data: null };
  });

  route(app, notifications.readAll, { access: access.signedIn() }, async (request) => {
    await markAllRead(db, actorOf(request).id);
    return { data: null };
  });
};
