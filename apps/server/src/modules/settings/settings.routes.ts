import { settingsContracts as settings } from '@studydesk/shared/contracts/settings';
import type { FastifyRequest } from 'fastify';
import { access, actorOf } from '../../platform/auth/access.ts';
import { SESSION_COOKIE } from '../../platform/auth/sessions.ts';
import { route } from '../../platform/contract-route.ts';
import { invalid } from '../../platform/errors.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { receiveForm } from '../../platform/storage/multipart-form.ts';
import { editEmployee, getEmployee, recordEmployeeFiles } from '../employees/employees.service.ts';
import { officeLocale, saveOfficeLocale } from './office-locale.ts';
import { reminderEmails, saveReminderEmails } from './reminder-emails.ts';
import { changeOwnPassword } from './settings.service.ts';

/** Everyone's own account: picture, phone, address and password; and how the office writes dates. */
export const settingsRoutes: AppRoutes = async (app, { db, config, realtime, storage }) => {
  const own = access.signedIn();

  route(app, settings.profile, { access: own }, async (request) => ({
    data: await getEmployee(db, actorOf(request).id),
  }));

  route(app, settings.editProfile, { access: own }, async (request) => {
    const actor = actorOf(request);
    return { data: await editEmployee(db, actor.id, request.body, actor.id) };
  });

  route(app, settings.profilePic, { access: own }, async (request) => {
    const actor = actorOf(request);
    const form = await receiveForm(request, storage, 'employees', ['file'], config.UPLOAD_LIMIT_MB * 1024 * 1024);
    const file = form.files.file;
    if (!file?.contentType.startsWith('image/')) {
      await form.discard();
      throw invalid({
        file: 'Choose a JPEG, PNG or WebP picture',
      });
    }
    // a failure to record it leaves no picture stored that nothing names
    await form.keep(() => db.transaction((tx) => recordEmployeeFiles(tx, actor.id, { profilePic: file }, actor.id)));
    return { data: await getEmployee(db, actor.id) };
  });

  // The current password is a guess like a sign-in's: as many a minute, counted for the session making them.
  const guesses = {
    max: config.LOGIN_RATE_LIMIT,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => request.cookies[SESSION_COOKIE] ?? request.ip,
  };
  route(app, settings.password, { access: own, rateLimit: guesses }, async (request) => {
    const actor = actorOf(request);
    const ended = await changeOwnPassword(db, actor, request.body);
    realtime.disconnect({ sessionIds: ended });
    return { data: null };
  });

  route(app, settings.reminderEmails, { access: own }, async (request) => ({
    data: await reminderEmails(db, actorOf(request).id),
  }));
  route(app, settings.saveReminderEmails, { access: own }, async (request) => ({
    data: await saveReminderEmails(db, actorOf(request).id, request.body),
  }));

  route(app, settings.officeLocale, { access: access.public() }, async () => ({ data: await officeLocale(db) }));

  route(app, settings.saveOfficeLocale, { access: access.roles(['Super Admin']) }, async (request) => ({
    data: await saveOfficeLocale(db, request.body, actorOf(request)),
  }));
};
