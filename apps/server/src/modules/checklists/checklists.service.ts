import {
  type ChecklistItem,
  type ChecklistState,
  destinationOf,
  type reviewBodySchema,
  type StudentChecklist,
} from '@studydesk/shared/checklists';
import { STUDENT_DOCUMENT_SLOTS } from '@studydesk/shared/documents';
import { ErrorCode } from '@studydesk/shared/errors';
import type { StudentDetails } from '@studydesk/shared/students';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inUuids } from '../../db/array-params.ts';
import type { Tx } from '../../db/client.ts';
import { checklistReviews } from '../../db/schema/checklists.ts';
import { documents, employees, students } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { newestFirst } from '../documents/documents.service.ts';
import { recordStudentEvents } from '../timeline/timeline.service.ts';
import { addYears, expiryWarning, passportWarning, toDay } from './expiry-dates.ts';
import { allTemplateItems, templateItems } from './templates.service.ts';

/**
 * What each student's checklist is read from: their destination and intake (the newest application's, else the
 * registration's), and their English test's date; for any number of students in one statement, by internal id.
 */
export async function checklistFacts(db: Tx, studentUuids: string[]) {
  const { rows } = await db.execute<{
    id: string;
    details: StudentDetails;
    country: string | null;
    intake: string | null;
  }>(sql`
    select s.id, s.details, a.country, a.intake
    from students s
    left join lateral (select u.country, u.intake from university_applications u
      where u.student_id = s.id and u.removed_at is null order by u.created_at desc limit 1) a on true
    where ${inUuids(sql`s.id`, studentUuids)}`);
  return new Map(
    rows.map(({ id, details, country, intake }) => [
      id,
      {
        destination: destinationOf(country ?? details.chosenCountryName),
        intake: intake || details.intake || '',
        testDate: details.testDate ?? '',
      },
    ]),
  );
}

async function studentFacts(db: Tx, studentUuid: string) {
  const facts = (await checklistFacts(db, [studentUuid])).get(studentUuid);
  if (!facts) throw notFound('Student');
  return facts;
}

/** The latest version of each of the student's documents, with how many versions it has. */
async function latestFiles(db: Tx, studentUuid: string) {
  const rows = await db
    .selectDistinctOn([documents.slot], {
      key: documents.slot,
      id: documents.id,
      name: documents.fileName,
      size: documents.size,
      contentType: documents.contentType,
      uploadedAt: documents.createdAt,
      versions: sql<number>`(count(*) over (partition by ${documents.slot}))::int`,
    })
    .from(documents)
    .where(eq(documents.ownerId, studentUuid))
    .orderBy(documents.slot, ...newestFirst);
  return new Map(rows.map((r) => [r.key, r]));
}

async function reviewsOf(db: Tx, studentUuid: string) {
  const rows = await db
    .select({ review: checklistReviews, reviewer: employees.name })
    .from(checklistReviews)
    .leftJoin(employees, eq(employees.id, checklistReviews.reviewedBy))
    .where(eq(checklistReviews.studentId, studentUuid));
  return new Map(rows.map((r) => [r.review.itemKey, r]));
}

/**
 * A student's checklist (`studentUuid` is the student's internal id): each item of their destination's template
 * with its state. A review holds for the version it reviewed: a newer upload makes the item 'uploaded' again.
 */
export async function studentChecklist(db: Tx, studentUuid: string, now = new Date()): Promise<StudentChecklist> {
  const facts = await studentFacts(db, studentUuid);
  // one after another: inside a transaction the queries share one connection
  const template = await templateItems(db, facts.destination);
  const files = await latestFiles(db, studentUuid);
  const reviews = await reviewsOf(db, studentUuid);
  const today = toDay(now);
  const items = template.map((item): ChecklistItem => {
    const file = files.get(item.key);
    const row = reviews.get(item.key);
    const current = row?.review.state && file && row.review.documentId === file.id ? row : undefined;
    const state: ChecklistState = current?.review.state ?? (file ? 'uploaded' : 'requested');
    const expiresAt = row?.review.expiresAt ?? (item.key === 'ielts' ? addYears(facts.testDate, 2) : null);
    return {
      key: item.key,
      label: item.label,
      stage: item.stage,
      slot: item.slot,
      expires: item.expires,
      state,
      reason: state === 'rejected' ? (current?.review.reason ?? null) : null,
      reviewedBy:
        current?.review.reviewedBy && current.reviewer
          ? { id: current.review.reviewedBy, name: current.reviewer }
          : null,
      reviewedAt: current?.review.reviewedAt?.toISOString() ?? null,
      file: file
        ? {
            _id: file.id,
            name: file.name,
            size: file.size,
            contentType: file.contentType,
            uploadedAt: file.uploadedAt.toISOString(),
          }
        : null,
      versions: file?.versions ?? 0,
      expiresAt: item.expires ? expiresAt : null,
      expiryWarning: item.expires ? expiryWarning(expiresAt, today) : null,
    };
  });
  const passport = items.find((i) => i.key === 'passport');
  const warning = passportWarning(passport?.expiresAt ?? null, facts.intake);
  const others = await otherDocuments(db, files, new Set(template.map((item) => item.key)));
  return { destination: facts.destination, items, warnings: warning ? [warning] : [], others };
}

/** The 16 slots' keys: a document in one is shown on its card, never among the others. */
const SLOTS = new Set<string>(STUDENT_DOCUMENT_SLOTS.map(([slot]) => slot));

/**
 * The student's documents on no item of their checklist nor a slot of the 16 (which their own card shows), named as
 * a destination's checklist names them, or by their key.
 */
async function otherDocuments(db: Tx, files: Awaited<ReturnType<typeof latestFiles>>, onChecklist: Set<string>) {
  const others = [...files.values()].filter((f) => !onChecklist.has(f.key) && !SLOTS.has(f.key));
  if (others.length === 0) return [];
  const labels = new Map((await allTemplateItems(db)).map((item) => [item.key, item.label]));
  return others.map((f) => ({
    key: f.key,
    label: labels.get(f.key) ?? f.key,
    file: { _id: f.id, name: f.name, size: f.size, contentType: f.contentType, uploadedAt: f.uploadedAt.toISOString() },
    versions: f.versions,
  }));
}

/** One item of the student's checklist (404 when their destination's template has no such item). */
export async function checklistItem(db: Tx, studentUuid: string, itemKey: string) {
  const item = (await studentChecklist(db, studentUuid)).items.find((i) => i.key === itemKey);
  if (!item) throw notFound('This document of the student’s checklist');
  return item;
}

/** The names of the student's documents still to come: requested, or rejected and not uploaded again. */
export async function missingDocuments(db: Tx, studentUuid: string): Promise<string[]> {
  const { items } = await studentChecklist(db, studentUuid);
  return items.filter((i) => i.state === 'requested' || i.state === 'rejected').map((i) => i.label);
}

type ReviewBody = z.output<typeof reviewBodySchema>;

/**
 * Locks the live student for a review: a second click, another tab or the client's retry after its timeout waits for
 * the first and then finds its verdict (nothing to do), rather than both reading the item as it was and each
 * recording a verdict, an event and an e-mail to the student. A student deleted meanwhile takes no review (404).
 */
async function lockLiveStudent(tx: Tx, studentUuid: string) {
  const [row] = await tx
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentUuid), isNull(students.archivedAt)))
    .for('update');
  if (!row) throw notFound('Student');
}

/**
 * Verifies or rejects the latest version of an item, and/or sets its expiry date; the review is audited and recorded
 * in the student's event log in the same transaction. The same verdict again on the same version (same reason, no
 * other date) changes nothing and records nothing. Answers the item as it now stands.
 */
export async function reviewChecklistItem(
  db: Tx,
  studentUuid: string,
  itemKey: string,
  body: ReviewBody,
  actor: Actor,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await lockLiveStudent(tx, studentUuid);
    const before = await checklistItem(tx, studentUuid, itemKey);
    if (body.state && !before.file) {
      throw new AppError(ErrorCode.NO_FILE, `${before.label} has no file yet: it can be reviewed once uploaded.`);
    }
    if (body.expiresAt && !before.expires) throw invalid({ expiresAt: `${before.label} carries no expiry date` });
    if (body.state && body.documentId && body.documentId !== before.file?._id) {
      // the student's link may bring a new version while a reviewer looks at the old one
      throw new AppError(
        ErrorCode.CHANGED_MEANWHILE,
        `A newer version of ${before.label} came in since you opened it: look at it, then review it.`,
      );
    }
    const review = body.state
      ? {
          documentId: before.file?._id ?? null,
          state: body.state,
          reason: body.state === 'rejected' ? (body.reason ?? null) : null,
          reviewedBy: actor.id,
          reviewedAt: now,
        }
      : {};
    // an expiring item verified without a date keeps the date it shows (the English test's, from its test date)
    const keepShown = body.state === 'verified' && before.expires && body.expiresAt === undefined;
    const expiresAt = body.expiresAt !== undefined ? body.expiresAt : keepShown ? before.expiresAt : undefined;
    // a verdict stands for the latest version only, so the same state on it is the same document's
    const sameVerdict = body.state === before.state && review.reason === before.reason;
    if (sameVerdict && (expiresAt === undefined || expiresAt === before.expiresAt)) return;
    const dates = expiresAt !== undefined ? { expiresAt } : {};
    await tx
      .insert(checklistReviews)
      .values({ studentId: studentUuid, itemKey, ...review, ...dates })
      .onConflictDoUpdate({
        target: [checklistReviews.studentId, checklistReviews.itemKey],
        set: { ...review, ...dates },
      });
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'student',
      recordId: studentUuid,
      action: body.state ? `document-${body.state}` : 'document-expiry-set',
      before: { document: before.label, state: before.state, expiresAt: before.expiresAt },
      after: { document: before.label, state: body.state ?? before.state, reason: review.reason, expiresAt },
    });
    if (body.state) {
      const payload = {
        itemKey,
        label: before.label,
        state: body.state,
        ...(review.reason ? { reason: review.reason } : {}),
      };
      await recordStudentEvents(tx, [
        { studentId: studentUuid, kind: 'document-reviewed', actorId: actor.id, payload },
      ]);
    }
  });
  return checklistItem(db, studentUuid, itemKey);
}
