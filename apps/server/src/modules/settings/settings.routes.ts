import { envelope } from '@studydesk/shared/api';
import { changePasswordSchema, employeeSchema, ownProfileSchema } from '@studydesk/shared/employees';
import { z } from 'zod';
import { access, actorOf } from '../../platform/auth/access.ts';
import { invalid } from '../../platform/errors.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { receiveForm } from '../../platform/storage/multipart-form.ts';
import { editEmployee, getEmployee, recordEmployeeFiles } from '../employees/employees.service.ts';
import { changeOwnPassword } from './settings.service.ts';

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
      const ended = await changeOwnPassword(db, actor, request.body);
      realtime.disconnect({ sessionIds: ended });
      return { data: null };
    },
  );
};
