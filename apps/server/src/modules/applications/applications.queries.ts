import { UNIVERSITY_DOCUMENT_KEYS, UNIVERSITY_DOCUMENTS } from '@studydesk/shared/applications';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documents, students, universityApplications } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { ZipEntry } from '../../platform/storage/zip.ts';
import { getStudent } from '../students/students.service.ts';
import { getApplication } from './applications.service.ts';

export async function studentByUuid(db: Db, id: string) {
  const [row] = await db.select({ studentId: students.studentId }).from(students).where(eq(students.id, id));
  return row ? getStudent(db, row.studentId).catch(() => null) : null;
}

/** The newest application of a student to one university, subject and intake (the spec's address of it). */
export async function applicationByUniversity(
  db: Db,
  studentUuid: string,
  key: { country: string; universityName: string; subject: string; intake: string },
) {
  const [row] = await db
    .select({ id: universityApplications.id })
    .from(universityApplications)
    .where(
      and(
        eq(universityApplications.studentId, studentUuid),
        eq(universityApplications.country, key.country),
        eq(universityApplications.universityName, key.universityName),
        eq(universityApplications.subject, key.subject),
        eq(universityApplications.intake, key.intake),
        isNull(universityApplications.removedAt),
      ),
    )
    .orderBy(sql`${universityApplications.createdAt} desc`)
    .limit(1);
  if (!row) throw notFound('Application');
  return getApplication(db, row.id);
}

const LABELS = new Map<string, string>(UNIVERSITY_DOCUMENTS);

/**
 * The current file of every university document of every application of a student, in one query, as zip entries
 * in one folder per application ("University - Subject (Intake)/Offer letter").
 */
export async function universityDocumentEntries(db: Db, studentUuid: string): Promise<ZipEntry[]> {
  const rows = await db
    .selectDistinctOn([documents.ownerId, documents.slot], {
      slot: documents.slot,
      storageKey: documents.storageKey,
      contentType: documents.contentType,
      universityName: universityApplications.universityName,
      subject: universityApplications.subject,
      intake: universityApplications.intake,
    })
    .from(documents)
    .innerJoin(universityApplications, eq(universityApplications.id, documents.ownerId))
    .where(
      and(
        eq(universityApplications.studentId, studentUuid),
        isNull(universityApplications.removedAt),
        inArray(documents.slot, [...UNIVERSITY_DOCUMENT_KEYS]),
      ),
    )
    .orderBy(documents.ownerId, documents.slot, sql`${documents.createdAt} desc`);
  const order = (slot: string) => UNIVERSITY_DOCUMENT_KEYS.indexOf(slot as (typeof UNIVERSITY_DOCUMENT_KEYS)[number]);
  rows.sort((a, b) => a.universityName.localeCompare(b.universityName) || order(a.slot) - order(b.slot));
  return rows.map((r) => {
    const folder = `${r.universityName} - ${r.subject} (${r.intake})`.replace(/[\\/:*?"<>|]/g, '_');
    return { storageKey: r.storageKey, contentType: r.contentType, name: `${folder}/${LABELS.get(r.slot) ?? r.slot}` };
  });
}
