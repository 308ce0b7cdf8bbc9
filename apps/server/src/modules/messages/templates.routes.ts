import { templatesContracts as templates } from '@studydesk/shared/contracts/templates';
import { access, actorOf } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { studentRules } from '../students/students.access.ts';
import { setStudentMessageLanguage, studentMessageLanguage } from './student-language.ts';
import { configureMessageLinks } from './templates.context.ts';
import { previewForStudent, previewTemplate, sendToStudent } from './templates.send.ts';
import { saveTemplate, templateSettings } from './templates.service.ts';
import { configureWhatsappCloud } from './whatsapp.cloud.ts';
import { whatsappLink } from './whatsapp.service.ts';

/** Templates (Super Admin), and messages from the student's page (whoever may see the student). */
export const templatesRoutes: AppRoutes = async (app, { db, config }) => {
  configureMessageLinks({ publicUrl: config.PUBLIC_URL, uploadLinkDays: config.UPLOAD_LINK_DAYS });
  configureWhatsappCloud(config);
  const superAdmin = access.roles(['Super Admin']);
  route(app, templates.list, { access: access.signedIn() }, async () => ({ data: await templateSettings(db) }));
  route(app, templates.save, { access: superAdmin }, async (request) => ({
    data: await saveTemplate(db, request.params.key, request.body, actorOf(request)),
  }));
  route(app, templates.preview, { access: superAdmin }, async (request) => ({
    data: await previewTemplate(db, request.body),
  }));

  const { read } = studentRules(db);
  route(app, templates.studentPreview, { access: read }, async (request) => ({
    data: await previewForStudent(db, request.params.studentId, request.body),
  }));
  route(app, templates.send, { access: read }, async (request) => ({
    data: await sendToStudent(db, request.params.studentId, request.body, actorOf(request)),
  }));
  route(app, templates.whatsapp, { access: read }, async (request) => ({
    data: await whatsappLink(db, request.params.studentId, request.body, actorOf(request)),
  }));
  // the same reach as sending: whoever may message the student may say which language they read
  route(app, templates.messageLanguage, { access: read }, async (request) => ({
    data: await studentMessageLanguage(db, request.params.studentId),
  }));
  route(app, templates.setMessageLanguage, { access: read }, async (request) => ({
    data: await setStudentMessageLanguage(db, request.params.studentId, request.body.messageLanguage, actorOf(request)),
  }));
};
