import { and, eq, inArray } from 'drizzle-orm';
import Handlebars from 'handlebars';
import type { Tx } from '../../db/client.ts';
import { employees } from '../../db/schema.ts';
import { queueMessage } from '../messages/outbox.service.ts';
import type { Delivery } from '../notifications/notifications.service.ts';

const SUBJECT_MAX = 120;

/**
 * The reminders just delivered in StudyDesk also go by e-mail to the recipients who chose so (Settings), through
 * the outbox in the sweep's own transaction. Each is keyed by its notification: a sweep retried sends it once.
 */
export async function mailReminders(tx: Tx, deliveries: Delivery[]) {
  const recipients = [...new Set(deliveries.map((d) => d.recipientId))];
  if (recipients.length === 0) return;
  const optedIn = await tx
    .select({ id: employees.id, name: employees.name, email: employees.email })
    .from(employees)
    .where(and(inArray(employees.id, recipients), eq(employees.remindersByEmail, true), eq(employees.active, true)));
  const byId = new Map(optedIn.map((e) => [e.id, e]));
  for (const { recipientId, notification } of deliveries) {
    const employee = byId.get(recipientId);
    if (!employee) continue;
    const { message } = notification;
    const subject = message.length > SUBJECT_MAX ? `${message.slice(0, SUBJECT_MAX - 1)}…` : message;
    const footer = 'You get these e-mails because you chose so in your StudyDesk Settings; switch them off there.';
    await queueMessage(tx, {
      channel: 'email',
      employeeId: employee.id,
      recipient: employee.email,
      subject,
      text: `Hello ${employee.name},\n\n${message}\n\n${footer}\n`,
      html: `<p>Hello ${Handlebars.escapeExpression(employee.name)},</p><p>${Handlebars.escapeExpression(message)}</p><p style="font-size:12px;color:#666">${footer}</p>`,
      idempotencyKey: `reminder:${notification._id}`,
    });
  }
}
