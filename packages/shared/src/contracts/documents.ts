import { z } from 'zod';
import { envelope } from '../api.ts';
import { contract } from '../contract.ts';
import {
  documentMapSchema,
  publicUploadInfoSchema,
  studentDocumentSlotSchema,
  studentDocumentsRecordSchema,
  uploadLimitsSchema,
  uploadLinkSchema,
} from '../documents.ts';
import { studentIdSchema } from '../students.ts';

const tag = 'documents';

/** The student number in the path (the same rule as the students module's `studentParams`). */
const studentParams = z.object({ studentId: studentIdSchema });
/** The earlier product's paths also carry the counselor's employee id: kept, never checked. */
const withCounselor = studentParams.extend({ counselorId: z.string().max(60) });
/** The public upload link's signed token. */
const tokenQuery = z.object({ t: z.string().min(10).max(200) });
const documentParams = z.object({ id: z.string().uuid() });
const uploaded = envelope(z.object({ docType: studentDocumentSlotSchema }));

const casework =
  'Super Admin, the student’s Counselor, the admin Officer the student is assigned to and the visa team members ' +
  'the student was handed to may call it; ';
const followUp = 'Super Admin and the student’s Counselor may call it; ';

/** The 16 student document slots: uploads (kept in versions), downloads and the student's own upload link. */
export const documentsContracts = {
  record: contract({
    method: 'GET',
    path: '/student/:studentId/:counselorId',
    tag,
    summary: 'The documents record of a student',
    description:
      casework +
      'it answers one record (in a list, the spec’s shape) with every slot as the link of its current document, or ' +
      'empty. `studentId` is the student number; `counselorId` is kept for the earlier product’s URLs and not checked.',
    params: withCounselor,
    response: envelope(z.array(studentDocumentsRecordSchema)),
  }),
  map: contract({
    method: 'GET',
    path: '/student/get-documents/:studentId',
    tag,
    summary: 'The documents of a student with their versions',
    description:
      casework +
      'it answers each filled slot with its current version and the earlier ones (newest first), each with the link ' +
      'that downloads it. Empty slots are left out.',
    params: studentParams,
    response: envelope(documentMapSchema),
  }),
  upload: contract({
    method: 'POST',
    path: '/student/add-documents/:studentId/:counselorId',
    tag,
    summary: 'Upload a document of a student',
    description:
      followUp +
      'a multipart form of `documentName` (one of the 16 slots) and `file`, in any order. The file becomes the ' +
      'slot’s current version and earlier ones are kept; the first document of a student in follow-up enrols them. ' +
      'The type is recognised from its first bytes (415 otherwise), the size is capped (413), and a refused upload ' +
      'leaves nothing stored. `counselorId` is kept for the earlier product’s URLs and not checked.',
    params: withCounselor,
    response: uploaded,
    kind: 'multipart',
  }),
  file: contract({
    method: 'GET',
    path: '/documents/:id/file',
    tag,
    summary: 'Download one version of a document',
    description:
      'Whoever may read the student the document belongs to (directly, or through one of their applications) may ' +
      'call it; it answers the file inline with its real content type and its file name. 404 for an unknown id.',
    params: documentParams,
    kind: 'file',
  }),
  preview: contract({
    method: 'GET',
    path: '/documents/:id/preview',
    tag,
    summary: 'Preview one version of a document in the browser',
    description:
      'The same callers as the download. A PDF or a picture (JPEG, PNG, WebP) is answered inline with the type ' +
      'recognised at upload and `X-Content-Type-Options: nosniff`, to be shown in the browser or in a frame of the ' +
      'app; anything else is answered as an attachment under `Content-Security-Policy: sandbox`. 404 for an ' +
      'unknown id.',
    params: documentParams,
    kind: 'file',
  }),
  zip: contract({
    method: 'GET',
    path: '/utilities/download-docs/:studentId',
    tag,
    summary: 'Download the documents of a student as a zip',
    description: `${casework}it answers a zip of the current document of every filled slot, each named after its slot.`,
    params: studentParams,
    kind: 'file',
  }),
  limits: contract({
    method: 'GET',
    path: '/documents/upload-limits',
    tag,
    summary: 'How large an uploaded document may be',
    description:
      'Anyone may call it, signed in or not (the student’s upload page needs it too); it answers the largest file ' +
      'in megabytes (`UPLOAD_LIMIT_MB`). Larger uploads are refused with 413.',
    response: envelope(uploadLimitsSchema),
  }),
  currentLink: contract({
    method: 'GET',
    path: '/student/:studentId/upload-link',
    tag,
    summary: 'The current upload link of a student',
    description:
      followUp +
      'it answers the link issued last, the same address as when it was issued, and when it expires; `null` when ' +
      'none was issued, it has expired, or it was revoked (the student’s e-mail or phone corrected, a merge that ' +
      'changed them, a restore). It issues nothing and revokes nothing.',
    params: studentParams,
    response: envelope(uploadLinkSchema.nullable()),
  }),
  issueLink: contract({
    method: 'POST',
    path: '/student/:studentId/upload-link',
    tag,
    summary: 'Issue a new upload link for a student',
    description:
      followUp +
      'it answers a new signed link for the student’s own uploads and when it expires. Every earlier link of the ' +
      'student stops working; the issue is audited.',
    params: studentParams,
    response: envelope(uploadLinkSchema),
  }),
  publicInfo: contract({
    method: 'GET',
    path: '/public/upload/:studentId',
    tag,
    summary: 'What the public upload page shows',
    description:
      'Anyone holding a valid link may call it (60 a minute per address): `t` is the link’s token. It answers the ' +
      'student’s name, the slots submitted and missing, and when the link expires; an invalid, revoked or expired ' +
      'link is refused with "This upload link is invalid or has expired.".',
    params: studentParams,
    query: tokenQuery,
    response: envelope(publicUploadInfoSchema),
  }),
  publicUpload: contract({
    method: 'POST',
    path: '/public/upload/:studentId',
    tag,
    summary: 'Upload a document through the student’s link',
    description:
      'Anyone holding a valid link may call it (60 a minute per address): `t` is the link’s token; the same ' +
      'multipart form as the staff upload. A link takes a limited number of megabytes a day (429 beyond it), and ' +
      'the student’s Counselor is notified.',
    params: studentParams,
    query: tokenQuery,
    response: uploaded,
    kind: 'multipart',
  }),
};
