import { z } from 'zod';
import { envelope } from '../api.ts';
import { contract } from '../contract.ts';
import { notificationPageSchema } from '../notifications.ts';

const tag = 'notifications';

/** The caller's employee ID (the one people type, not the uuid). */
const listParams = z.object({ employeeId: z.string().trim().min(1).max(60) });
const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
const idParams = z.object({ id: z.string().uuid() });

/** One's own notifications: the bell's list, and marking them read. */
export const notificationsContracts = {
  list: contract({
    method: 'GET',
    path: '/notifications/:employeeId',
    tag,
    summary: 'A page of one’s own notifications',
    description:
      'Anyone signed in may call it for their own notifications only, Super Admin included: `employeeId` is the ' +
      'caller’s own employee ID (403 for anyone else’s). It answers a page of them, newest first, 20 a page by ' +
      'default, with the count of unread ones.',
    params: listParams,
    query: listQuery,
    response: notificationPageSchema,
  }),
  read: contract({
    method: 'PUT',
    path: '/notifications/:id/read',
    tag,
    summary: 'Mark a notification read',
    description:
      'Its recipient may call it, and no one else, Super Admin included (403). `id` is the notification’s uuid; ' +
      '404 for an unknown one.',
    params: idParams,
    response: envelope(z.null()),
  }),
  readAll: contract({
    method: 'PUT',
    path: '/notifications/read-all',
    tag,
    summary: 'Mark all of one’s notifications read',
    description: 'Anyone signed in may call it; every unread notification of the caller becomes read.',
    response: envelope(z.null()),
  }),
};
