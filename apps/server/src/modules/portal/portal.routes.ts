import { portalContracts as portal } from '@studydesk/shared/contracts/portal';
import { access } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { checklistItem } from '../checklists/checklists.service.ts';
import { alreadyVerified } from '../documents/documents.service.ts';
import { storeStudentUpload } from '../documents/student-upload.ts';
import { linkedStudent } from '../documents/upload-link.ts';
import { setOwnMessageLanguage } from '../messages/student-language.ts';
import { portalItem, studentPortal } from './portal.service.ts';

/** The student's own page (issue 16 item 4): reached with the signed upload link alone, no session. */
export const portalRoutes: AppRoutes = async (app, { db, config, realtime, storage }) => {
  const uploads = {
    db,
    storage,
    realtime,
    limitBytes: config.UPLOAD_LIMIT_MB * 1024 * 1024,
    linkQuotaBytes: config.UPLOAD_LINK_DAILY_MB * 1024 * 1024,
  };
  const link = { access: access.public(), rateLimit: { max: 60, timeWindow: '1 minute' } };

  route(app, portal.portal, link, async (request) => {
    const linked = await linkedStudent(db, request.params.studentId, request.query.t);
    return { data: await studentPortal(db, linked) };
  });

  route(app, portal.language, link, async (request) => {
    const linked = await linkedStudent(db, request.params.studentId, request.query.t);
    return { data: await setOwnMessageLanguage(db, linked.id, request.body.language) };
  });

  route(app, portal.upload, link, async (request) => {
    const { studentId, itemKey } = request.params;
    const linked = await linkedStudent(db, studentId, request.query.t);
    const item = await checklistItem(db, linked.id, itemKey);
    // the page offers no upload for a verified item; refused before a byte is stored (and again under the lock)
    if (item.state === 'verified') throw alreadyVerified();
    const { id, fullName, counselorId, version: linkVersion } = linked;
    const student = { id, studentId, fullName, counselorId, linkVersion };
    await storeStudentUpload(uploads, request, student, null, () => ({ key: item.key, label: item.label }));
    return { data: portalItem(await checklistItem(db, linked.id, itemKey)) };
  });
};
