import {
  type DocumentMap,
  type DocumentVersion,
  STUDENT_DOCUMENT_SLOTS,
  type StudentDocumentsRecord,
  slotLabel,
  studentDocumentSlotSchema,
} from '@studydesk/shared/documents';
import { ErrorCode } from '@studydesk/shared/errors';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { checklistReviews } from '../../db/schema/checklists.ts';
import { documents, employees, students } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage/driver.ts';
import type { StoredFile } from '../../platform/storage/upload.ts';
import type { ZipEntry } from '../../platform/storage/zip.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { recordStatusChange, recordStudentEvents } from '../timeline/timeline.service.ts';
import { invalidLink } from './upload-link.ts';
import { tellOfUpload } from './upload-notice.ts';

export const documentUrl = (id: string) => `/api/v1/documents/${id}/file`;

/**
 * A slot's versions, the current one first: by upload time, kept to the millisecond, and then by id, so two uploads
 * of the same millisecond are put in one order by every read (the slot's link, its history, the checklist, the zip).
 */
export const newestFirst = [desc(documents.createdAt), desc(documents.id)] as const;

interface StudentRef {
  id: string;
  studentId: number;
  fullName: string;
  counselorId: string | null;
  /** Of an upload through the student's link: the link's version, checked again when the file has arrived. */
  linkVersion?: number;
}

export const linkQuotaReached = (quotaBytes: number) => {
  const mb = Math.round(quotaBytes / 1024 / 1024);
  return new AppError(
    ErrorCode.UPLOAD_QUOTA,
    `This link has taken as many files as it may in 24 hours (${mb} MB). Try again later, or ask your counselor. / ` +
      `গত ২৪ ঘণ্টায় এই লিংকে আপলোডের সীমা (${mb} MB) পূর্ণ হয়েছে। পরে আবার চেষ্টা করুন, অথবা আপনার কাউন্সেলরকে জানান।`,
  );
};

/** Bytes a student's upload link took in the last 24 hours. */
export async function linkBytesToday(db: Tx, studentUuid: string) {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${documents.size}), 0)::float8` })
    .from(documents)
    .where(
      and(
        eq(documents.ownerId, studentUuid),
        eq(documents.uploadedVia, 'public-link'),
        sql`${documents.createdAt} > now() - interval '1 day'`,
      ),
    );
  return row?.bytes ?? 0;
}

/**
 * The student, locked, as the file has arrived (sending it may take minutes): still live, and for a link upload its
 * link not renewed meanwhile, and within the quota links share over 24 hours (the lock counts uploads at once one by
 * one). A deleted, merged or relinked student takes no file: the caller removes the stored one.
 */
async function stillTakesFiles(tx: Tx, student: StudentRef, size: number, viaLink: boolean, quotaBytes: number) {
  const [row] = await tx
    .select({ archivedAt: students.archivedAt, linkVersion: students.uploadLinkVersion })
    .from(students)
    .where(eq(students.id, student.id))
    .for('update');
  const refused = viaLink ? invalidLink() : notFound('Student');
  if (!row || row.archivedAt) throw refused;
  if (!viaLink) return;
  if (student.linkVersion !== undefined && row.linkVersion !== student.linkVersion) throw refused;
  if ((await linkBytesToday(tx, student.id)) + size > quotaBytes) throw linkQuotaReached(quotaBytes);
}

/** The student's link never replaces a verified document: the verification would be silently lost. */
export const alreadyVerified = () =>
  new AppError(
    ErrorCode.ALREADY_VERIFIED,
    'This document has already been checked and verified, so it cannot be replaced here. Ask your counselor if it ' +
      'needs to change. / এই ডকুমেন্টটি ইতিমধ্যে যাচাই করা হয়েছে, তাই এখানে বদলানো যাবে না। বদলাতে হলে আপনার ' +
      'কাউন্সেলরকে জানান।',
  );

/** Whether the document `id` holds its item's verification (a review holds for the version it reviewed). */
async function isVerified(tx: Tx, studentUuid: string, key: string, id: string) {
  const [review] = await tx
    .select({ state: checklistReviews.state })
    .from(checklistReviews)
    .where(
      and(
        eq(checklistReviews.studentId, studentUuid),
        eq(checklistReviews.itemKey, key),
        eq(checklistReviews.documentId, id),
      ),
    );
  return review?.state === 'verified';
}

/** What an upload is filed under: a slot of the 16, or a checklist item of the student's destination. */
export interface DocumentKey {
  key: string;
  label: string;
}

/** What else an upload may carry: the link's quota over 24 hours, and a write that stands or falls with the upload. */
export interface UploadOptions {
  linkQuotaBytes?: number;
  together?: (tx: Tx) => Promise<unknown>;
}

/**
 * Records an uploaded file as the student's current document of `key` (earlier versions stay).
 * The first document of a student still in follow-up enrols them; an upload never moves a student back.
 * A document sent through the public link tells the student's counselor, and may not replace a verified one (staff
 * may: they decide what the file holds); this is checked under the student's lock, so a verification made while the
 * file was arriving still holds.
 */
export async function addDocument(
  db: Db,
  student: StudentRef,
  { key: slot, label }: DocumentKey,
  file: StoredFile,
  uploader: Actor | null,
  { linkQuotaBytes = Number.POSITIVE_INFINITY, together }: UploadOptions = {},
) {
  return db.transaction(async (tx) => {
    await stillTakesFiles(tx, student, file.size, !uploader, linkQuotaBytes);
    const [previous] = await tx
      .select({ id: documents.id, fileName: documents.fileName, size: documents.size, uploadedAt: documents.createdAt })
      .from(documents)
      .where(and(eq(documents.ownerId, student.id), eq(documents.slot, slot)))
      .orderBy(...newestFirst)
      .limit(1);
    if (!uploader && previous && (await isVerified(tx, student.id, slot, previous.id))) throw alreadyVerified();
    const [doc] = await tx
      .insert(documents)
      .values({
        ownerId: student.id,
        slot,
        storageKey: file.key,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
        uploadedBy: uploader?.id ?? null,
        uploadedVia: uploader ? 'staff' : 'public-link',
      })
      .returning({ id: documents.id });
    if (!doc) throw new Error('insert returned nothing');
    await recordAudit(tx, {
      actorId: uploader?.id ?? null,
      recordType: 'document',
      recordId: doc.id,
      action: previous ? 'new-version' : 'uploaded',
      before: previous ? { fileName: previous.fileName, size: previous.size, uploadedAt: previous.uploadedAt } : null,
      after: {
        student: `${student.studentId} ${student.fullName}`,
        slot,
        fileName: file.fileName,
        size: file.size,
        via: uploader ? 'staff' : 'upload link',
      },
    });
    await recordStudentEvents(tx, [
      {
        studentId: student.id,
        kind: 'document-uploaded',
        actorId: uploader?.id ?? null,
        // the label too: an item of a destination's checklist (CAS, medical…) has no name the web knows by its key
        payload: { documentId: doc.id, slot, label, via: uploader ? 'staff' : 'upload-link' },
      },
    ]);
    const enrolled = await tx
      .update(students)
      .set({ status: 'enrolled' })
      .where(and(eq(students.id, student.id), eq(students.status, 'follow-up')))
      .returning({ id: students.id });
    if (enrolled.length) {
      await recordStatusChange(tx, {
        studentId: student.id,
        from: 'follow-up',
        to: 'enrolled',
        actorId: uploader?.id ?? null,
      });
    }
    const deliveries = uploader ? [] : await tellOfUpload(tx, student, label);
    await together?.(tx);
    return { deliveries };
  });
}

async function versionsOf(db: Db, ownerId: string) {
  return db
    .select({ doc: documents, uploadedBy: sql<string>`coalesce(${employees.name}, 'the student (upload link)')` })
    .from(documents)
    .leftJoin(employees, eq(employees.id, documents.uploadedBy))
    .where(eq(documents.ownerId, ownerId))
    .orderBy(documents.slot, ...newestFirst);
}

const toVersion = ({ doc, uploadedBy }: Awaited<ReturnType<typeof versionsOf>>[number]): DocumentVersion => ({
  _id: doc.id,
  url: documentUrl(doc.id),
  fileName: doc.fileName,
  contentType: doc.contentType,
  size: doc.size,
  uploadedAt: doc.createdAt.toISOString(),
  uploadedBy,
});

/** Each filled slot with its current version first and the earlier ones after it. */
export async function studentDocumentMap(db: Db, studentUuid: string): Promise<DocumentMap> {
  const map: DocumentMap = {};
  for (const row of await versionsOf(db, studentUuid)) {
    // a checklist item of its own (CAS, medical…) is shown by the checklist, not among the 16 slots
    const known = studentDocumentSlotSchema.safeParse(row.doc.slot);
    if (!known.success) continue;
    const slot = known.data;
    const entry = map[slot];
    if (entry) entry.history.push(toVersion(row));
    else map[slot] = { current: toVersion(row), history: [] };
  }
  return map;
}

/** SPEC.md 3's record: every slot as the link of its current document, or empty. */
export async function studentDocumentRecord(
  db: Db,
  student: StudentRef & { counselorEmployeeId: string | null },
): Promise<StudentDocumentsRecord> {
  const map = await studentDocumentMap(db, student.id);
  const slots = Object.fromEntries(STUDENT_DOCUMENT_SLOTS.map(([slot]) => [slot, map[slot]?.current.url ?? '']));
  return { counselorId: student.counselorEmployeeId, studentId: student.studentId, ...slots } as StudentDocumentsRecord;
}

/** A document's file for a staff member; the first opening marks it seen (My Day's "documents to review"). */
export async function documentFile(db: Db, storage: Storage, id: string) {
  const [doc] = await db
    .update(documents)
    .set({ openedAt: sql`coalesce(${documents.openedAt}, now())` })
    .where(eq(documents.id, id))
    .returning();
  if (!doc) throw notFound('Document');
  return { doc, stream: await storage.get(doc.storageKey) };
}

export async function documentOwner(db: Db, id: string) {
  const [doc] = await db.select({ ownerId: documents.ownerId }).from(documents).where(eq(documents.id, id));
  return doc?.ownerId;
}

/** The student's current documents as zip entries, one a slot, named after it ("Passport.pdf"). */
export async function studentDocumentEntries(db: Db, studentUuid: string): Promise<ZipEntry[]> {
  const map = await studentDocumentMap(db, studentUuid);
  const entries: ZipEntry[] = [];
  for (const [slot] of STUDENT_DOCUMENT_SLOTS) {
    const current = map[slot]?.current;
    if (!current) continue;
    const [doc] = await db.select().from(documents).where(eq(documents.id, current._id));
    if (doc) entries.push({ storageKey: doc.storageKey, contentType: doc.contentType, name: slotLabel(slot) });
  }
  return entries;
}
