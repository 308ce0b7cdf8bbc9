import { documentsContracts as docs } from '@studydesk/shared/contracts/documents';
import { STUDENT_DOCUMENT_SLOTS, slotLabel, studentDocumentSlotSchema } from '@studydesk/shared/documents';
import { firstName } from '@studydesk/shared/portal';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { students, universityApplications } from '../../db/schema.ts';
import { access, actorOf } from '../../platform/auth/access.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { route } from '../../platform/contract-route.ts';
import { documentHeaders, previewHeaders } from '../../platform/http.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { sendZip } from '../../platform/storage/zip.ts';
import { reaches, studentRules } from '../students/students.access.ts';
import { getStudent } from '../students/students.service.ts';
import {
  documentFile,
  documentOwner,
  studentDocumentEntries,
  studentDocumentMap,
  studentDocumentRecord,
} from './documents.service.ts';
import { storeStudentUpload } from './student-upload.ts';
import { currentUploadLink, issueUploadLink, linkedStudent } from './upload-link.ts';

async function studentRef(db: Db, studentId: number) {
  const s = await getStudent(db, studentId);
  return {
    id: s._id,
    studentId: s.studentId,
    fullName: s.fullName,
    counselorId: s.counselor?.id ?? null,
    counselorEmployeeId: s.counselor?.employee_id ?? null,
  };
}

/** The staff's and the old link's form name their slot in `documentName`. */
const slotNamed = (fields: Record<string, string>) => {
  const slot = studentDocumentSlotSchema.safeParse(fields.documentName);
  return slot.success ? { key: slot.data, label: slotLabel(slot.data) } : null;
};

export const documentsRoutes: AppRoutes = async (app, { db, config, realtime, storage }) => {
  const rules = studentRules(db);
  const limitBytes = config.UPLOAD_LIMIT_MB * 1024 * 1024;
  const linkQuotaBytes = config.UPLOAD_LINK_DAILY_MB * 1024 * 1024;

  const uploads = { db, storage, realtime, limitBytes, linkQuotaBytes };

  async function upload(request: FastifyRequest, studentId: number, uploader: Actor | null, linkVersion?: number) {
    const student = { ...(await studentRef(db, studentId)), linkVersion };
    return (await storeStudentUpload(uploads, request, student, uploader, slotNamed)).key;
  }

  route(app, docs.record, { access: rules.casework }, async (request) => ({
    data: [await studentDocumentRecord(db, await studentRef(db, request.params.studentId))],
  }));

  route(app, docs.map, { access: rules.casework }, async (request) => ({
    data: await studentDocumentMap(db, (await studentRef(db, request.params.studentId)).id),
  }));

  route(app, docs.upload, { access: rules.followUp }, async (request) => ({
    data: { docType: await upload(request, request.params.studentId, actorOf(request)) },
  }));

  /** A document is as reachable as the student it belongs to, directly or through one of their applications. */
  const ownDocument = access.roles(
    ['Super Admin', 'Counselor', 'admin Officer', 'Admin Office Visa Section'],
    async (request, actor) => {
      const ownerId = await documentOwner(db, docs.file.params.parse(request.params).id);
      if (!ownerId) return true; // unknown: answered 404 below
      const viaApplication = sql`${students.id} = (select ${universityApplications.studentId} from ${universityApplications} where ${universityApplications.id} = ${ownerId})`;
      return reaches(db, actor, or(eq(students.id, ownerId), viaApplication) as SQL);
    },
  );

  route(app, docs.file, { access: ownDocument }, async (request, reply) => {
    const { doc, stream } = await documentFile(db, storage, request.params.id);
    return reply.headers(documentHeaders(doc)).send(stream);
  });

  route(app, docs.preview, { access: ownDocument }, async (request, reply) => {
    const { doc, stream } = await documentFile(db, storage, request.params.id);
    return reply.headers(previewHeaders(doc)).send(stream);
  });

  route(app, docs.zip, { access: rules.casework }, async (request, reply) => {
    const student = await studentRef(db, request.params.studentId);
    const entries = await studentDocumentEntries(db, student.id);
    return sendZip(reply, storage, `documents_of_student - ${student.studentId}.zip`, entries);
  });

  route(app, docs.limits, { access: access.public() }, async () => ({ data: { maxMb: config.UPLOAD_LIMIT_MB } }));

  route(app, docs.currentLink, { access: rules.followUp }, async (request) => ({
    data: await currentUploadLink(db, await studentRef(db, request.params.studentId)),
  }));

  route(app, docs.issueLink, { access: rules.followUp }, async (request) => {
    const student = await studentRef(db, request.params.studentId);
    return { data: await issueUploadLink(db, student, actorOf(request).id, config.UPLOAD_LINK_DAYS) };
  });

  const publicLink = { access: access.public(), rateLimit: { max: 60, timeWindow: '1 minute' } };

  route(app, docs.publicInfo, publicLink, async (request) => {
    const linked = await linkedStudent(db, request.params.studentId, request.query.t);
    const map = await studentDocumentMap(db, linked.id);
    const slots = STUDENT_DOCUMENT_SLOTS.map(([slot]) => slot);
    return {
      data: {
        // the link's holder is greeted by first name only, as on the portal; the full name stays with the office
        fullName: firstName(linked.fullName),
        studentId: request.params.studentId,
        submitted: slots.filter((slot) => map[slot]),
        missing: slots.filter((slot) => !map[slot]),
        expiresAt: linked.expiresAt.toISOString(),
      },
    };
  });

  route(app, docs.publicUpload, publicLink, async (request) => {
    const linked = await linkedStudent(db, request.params.studentId, request.query.t);
    return { data: { docType: await upload(request, request.params.studentId, null, linked.version) } };
  });
};
