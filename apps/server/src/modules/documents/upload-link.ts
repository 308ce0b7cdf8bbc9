import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@studydesk/shared/errors';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { students } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { appSecret } from '../../platform/secrets.ts';
import { recordAudit } from '../audit/audit.service.ts';

const LINK_SECRET = 'upload-link' as const;

/**
 * The public upload link's token: `{version}.{expires}.{signature}`, the signature an HMAC of the student,
 * the version and the expiry. Raising the student's link version revokes every earlier link.
 */
export function signUploadToken(secret: string, studentUuid: string, version: number, expiresAt: Date) {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${version}.${expires}.${signature(secret, studentUuid, version, expires)}`;
}

function signature(secret: string, studentUuid: string, version: number, expires: number) {
  return createHmac('sha256', secret).update(`${studentUuid}|${version}|${expires}`).digest('base64url');
}

export const invalidLink = () => new AppError(ErrorCode.INVALID_LINK, 'This upload link is invalid or has expired.');

/** Checks a token for this student and its current link version; answers when it expires. */
export function verifyUploadToken(secret: string, token: string, studentUuid: string, currentVersion: number) {
  const [versionText, expiresText, given] = token.split('.');
  const version = Number(versionText);
  const expires = Number(expiresText);
  if (!given || !Number.isInteger(version) || !Number.isInteger(expires)) throw invalidLink();
  const expected = Buffer.from(signature(secret, studentUuid, version, expires));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw invalidLink();
  if (version !== currentVersion || expires * 1000 < Date.now()) throw invalidLink();
  return new Date(expires * 1000);
}

type LinkStudent = { id: string; studentId: number; counselorEmployeeId: string | null };

/** The page address of a link: the earlier product's path, with the signed token. */
async function linkOf(db: Db, student: LinkStudent, version: number, expiresAt: Date) {
  const token = signUploadToken(await appSecret(db, LINK_SECRET), student.id, version, expiresAt);
  const url = `/file-upload/${student.studentId}/${encodeURIComponent(student.counselorEmployeeId ?? '0')}?t=${token}`;
  return { url, expiresAt: expiresAt.toISOString() };
}

/**
 * Revokes every upload link of the student (their version is raised), in the caller's transaction; `expiresAt` is
 * the expiry of the link issued with it, or null when none is: then no link works until a new one is issued.
 * Answers the new version.
 */
export async function revokeUploadLinks(tx: Tx, studentUuid: string, expiresAt: Date | null = null) {
  const [raised] = await tx
    .update(students)
    .set({ uploadLinkVersion: sql`${students.uploadLinkVersion} + 1`, uploadLinkExpiresAt: expiresAt })
    .where(eq(students.id, studentUuid))
    .returning({ version: students.uploadLinkVersion });
  return raised?.version ?? 0;
}

/**
 * A new link for the student's own uploads: it revokes every earlier one (their version is raised), audited as
 * issued by `actorId`, or by the office itself (null) for a message a rule sends.
 */
export async function issueUploadLink(db: Db, student: LinkStudent, actorId: string | null, days: number) {
  // whole seconds, as the token carries them, so the link answered again later is the same text
  const expiresAt = new Date(Math.floor((Date.now() + days * 86_400_000) / 1000) * 1000);
  const version = await db.transaction(async (tx) => {
    const raised = await revokeUploadLinks(tx, student.id, expiresAt);
    await recordAudit(tx, {
      actorId,
      recordType: 'student',
      recordId: student.id,
      action: 'upload-link-issued',
      after: { linkExpiresAt: expiresAt, earlierLinksRevoked: true },
    });
    return raised;
  });
  return linkOf(db, student, version, expiresAt);
}

/** The link issued last, the same text as when it was issued, while it works; null when none works. */
export async function currentUploadLink(db: Db, student: LinkStudent) {
  const [row] = await db
    .select({ version: students.uploadLinkVersion, expiresAt: students.uploadLinkExpiresAt })
    .from(students)
    .where(eq(students.id, student.id));
  if (!row?.expiresAt || row.expiresAt.getTime() <= Date.now()) return null;
  return linkOf(db, student, row.version, row.expiresAt);
}

/**
 * The links went to the student's addresses: a change of either (the e-mail, or the phone WhatsApp reaches) revokes
 * them all, in the change's transaction. `changed` holds the fields changed.
 */
export async function revokeOnNewAddress(tx: Tx, studentUuid: string, changed: object) {
  if ('email' in changed || 'phoneNumber' in changed) await revokeUploadLinks(tx, studentUuid);
}

/** A link's page address inside a text (a message), its token captured: the address `linkOf` writes. */
export const LINK_IN_TEXT = /\/file-upload\/\d+\/[^\s?"'<>]+\?t=([\w.-]+)/g;

/** Whether `token` opens the student's uploads now (not revoked since, nor expired). */
export async function linkWorks(db: Db, studentUuid: string, token: string) {
  const [row] = await db
    .select({ version: students.uploadLinkVersion })
    .from(students)
    .where(eq(students.id, studentUuid));
  if (!row) return false;
  try {
    verifyUploadToken(await appSecret(db, LINK_SECRET), token, studentUuid, row.version);
    return true;
  } catch {
    return false;
  }
}

/** The live student a public link names, if its token is valid now, with the link's expiry. */
export async function linkedStudent(db: Db, studentId: number, token: string) {
  const [row] = await db
    .select({
      id: students.id,
      version: students.uploadLinkVersion,
      fullName: students.fullName,
      counselorId: students.counselorId,
    })
    .from(students)
    .where(and(eq(students.studentId, studentId), isNull(students.archivedAt)));
  if (!row) throw invalidLink();
  const expiresAt = verifyUploadToken(await appSecret(db, LINK_SECRET), token, row.id, row.version);
  return { ...row, expiresAt };
}
