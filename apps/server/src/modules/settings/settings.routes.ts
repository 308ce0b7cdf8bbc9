import { envelope } from '@studydesk/shared/api';
import { changePasswordSchema, employeeSchema, ownProfileSchema } from '@studydesk/shared/employees';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { employees } from '../../db/schema.ts';
import { access, actorOf } from '../../platform/auth/access.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import { endAllSessions } from '../../platform/auth/sessions.ts';
import { invalid } from '../../platform/errors.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { receiveForm } from '../../platform/storage/multipart-form.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { editEmployee, getEmployee, recordEmployeeFiles } from '../employees/employees.service.ts';

const tags = ['settings'];
const answer = { 200: envelope(employeeSchema) };

/** Everyone's own account: picture, phone, address and password. */
export const settingsRoutes: AppRoutes = async (app, { db, config, realtime, storage }) => {
  const own = access.signedIn();

  app.get('/settings/profile', { config: { access: own }, schema: { tags, response: answer } }, async (request) => ({
    data: await getEmployee(db, actorOf(request).id),
  }));

  app.patch(
    '/settings/profile',
    { config: { access: own }, schema: { tags, body: ownProfileSchema, response: answer } },
    async (request) => {
      const actor = actorOf(request);
      return { data: await editEmployee(db, actor.id, request.body, actor.id) };
    },
  );

  app.post(
    '/settings/profile-pic',
    { config: { access: own }, schema: { tags, response: answer } },
    async (request) => {
      const actor = actorOf(request);
      const form = await receiveForm(request, storage, 'employees', ['file'], config.UPLOAD_LIMIT_MB * 1024 * 1024);
      const file = form.files.file;
      if (!file?.contentType.startsWith('image/')) {
        await form.discard();
        throw invalid({
          file: 'Choose a JPEG, PNG or WebP picture',
        });
      }
      await db.transaction((tx) => recordEmployeeFiles(tx, actor.id, { profilePic: file }, actor.id));
      return { data: await getEmployee(db, actor.id) };
    },
  );

  app.put(
    '/settings/password',
    { config: { access: own }, schema: { tags, body: changePasswordSchema, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const actor = actorOf(request);
      const [row] = await db.select({ hash: employees.passwordHash }).from(employees).where(eq(employees.id, actor.id));
      if (!row || !(await verifyPassword(request.body.currentPassword, row.hash))) {
        throw invalid({
          currentPassword: 'The current password is not correct.',
        });
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      // Every other browser signed in to this account is signed out: only the one that knew the old password stays.
      const ended = await db.transaction(async (tx) => {
        await tx.update(employees).set({ passwordHash }).where(eq(employees.id, actor.id));
        await recordAudit(tx, {
          actorId: actor.id,
          recordType: 'employee',
          recordId: actor.id,
          action: 'password-changed',
        });
        return endAllSessions(tx, actor.id, actor.sessionId);
      });
      realtime.disconnect({ sessionIds: ended });
      return { data: null };
    },
  );
};
