import { z } from 'zod';

/** The 16 student document slots of SPEC.md section 3, in their order, with the labels the screens show. */
export const STUDENT_DOCUMENT_SLOTS = [
  ['sscCertificate', 'SSC Certificate'],
  ['sscTranscript', 'SSC Transcript'],
  ['hscCertificate', 'HSC Certificate'],
  ['hscTranscript', 'HSC Transcript'],
  ['hscRecommendation', 'HSC Recommendation'],
  ['honsCertificate', "Hon's Certificate"],
  ['honsTranscript', "Hon's Transcript"],
  ['honsRecommendation', "Hon's Recommendation"],
  ['mscCertificate', 'MSc Certificate'],
  ['mscTranscript', 'MSc Transcript'],
  ['mscRecommendation', 'MSc Recommendation'],
  ['ielts', 'IELTS'],
  ['cv', 'CV'],
  ['passport', 'Passport'],
  ['extraCA', 'Extra Curricular Activities'],
  ['bankSolvency', 'Bank Solvency'],
] as const;
export type StudentDocumentSlot = (typeof STUDENT_DOCUMENT_SLOTS)[number][0];
export const studentDocumentSlotSchema = z.enum(
  STUDENT_DOCUMENT_SLOTS.map(([slot]) => slot) as [StudentDocumentSlot, ...StudentDocumentSlot[]],
);
export const slotLabel = (slot: StudentDocumentSlot) => STUDENT_DOCUMENT_SLOTS.find(([s]) => s === slot)?.[1] ?? slot;

/** One uploaded version of a document; `url` downloads it through an authorised route. */
export const documentVersionSchema = z.object({
  _id: z.string(),
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

/** The "Student documents" record of SPEC.md 3: each slot a link or empty. */
export const studentDocumentsRecordSchema = z
  .object({ counselorId: z.string().nullable(), studentId: z.number() })
  .extend(
    Object.fromEntries(STUDENT_DOCUMENT_SLOTS.map(([slot]) => [slot, z.string()])) as Record<
      StudentDocumentSlot,
      z.ZodString
    >,
  );
export type StudentDocumentsRecord = z.infer<typeof studentDocumentsRecordSchema>;

/** GET /student/get-documents/{studentId}: each filled slot with its current version and the earlier ones. */
export const documentMapSchema = z.partialRecord(
  studentDocumentSlotSchema,
  z.object({ current: documentVersionSchema, history: z.array(documentVersionSchema) }),
);
export type DocumentMap = z.infer<typeof documentMapSchema>;

/** What a document may be (the server recognises the type from the content; the browser checks the name first). */
export const ACCEPTED_TYPES_TEXT = 'PDF, JPEG, PNG, WebP, DOC or DOCX';
export const ACCEPTED_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'webp', 'doc', 'docx'] as const;
export const NOT_ACCEPTED_MESSAGE = `This file is not a document we accept: use ${ACCEPTED_TYPES_TEXT}.`;
export const fileTooLargeMessage = (limitMb: number) => `The file is larger than ${limitMb} MB.`;

/** The upload limit (`UPLOAD_LIMIT_MB`), so the browser refuses a file the server would refuse, before sending. */
export const uploadLimitsSchema = z.object({ maxMb: z.number().int().positive() });
export type UploadLimits = z.infer<typeof uploadLimitsSchema>;

export const uploadLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type UploadLink = z.infer<typeof uploadLinkSchema>;

/** What the public upload page may know: the student's name and which slots are still missing. */
export const publicUploadInfoSchema = z.object({
  fullName: z.string(),
  studentId: z.number(),
  submitted: z.array(studentDocumentSlotSchema),
  missing: z.array(studentDocumentSlotSchema),
  expiresAt: z.string(),
});
export type PublicUploadInfo = z.infer<typeof publicUploadInfoSchema>;
