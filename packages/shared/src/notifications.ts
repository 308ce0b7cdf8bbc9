import { z } from 'zod';
import { pageInfoSchema } from './students.ts';

/** Which desk a notification is for; it decides the area its link opens (SPEC.md 2.3). */
export const NOTIFICATION_FOR = ['counseling', 'application', 'visa'] as const;
export const notificationForSchema = z.enum(NOTIFICATION_FOR);
export type NotificationFor = (typeof NOTIFICATION_FOR)[number];

/** The Notification of SPEC.md section 3: studentId is the 5-digit id, employeeId the recipient's and counselorId the counselor's employee ids. */
export const notificationSchema = z.object({
  _id: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  studentId: z.number().nullable(),
  employeeId: z.string(),
  counselorId: z.string().nullable(),
  for: notificationForSchema,
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  data: z.array(notificationSchema),
  page: pageInfoSchema,
  unread: z.number(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** The socket.io event that carries a new notification to its recipient. */
export const NOTIFICATION_EVENT = 'notification';
