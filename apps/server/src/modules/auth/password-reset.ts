import { createHmac, randomBytes } from 'node:crypto';
import { ErrorCode } from '@studydesk/shared/errors';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import Handlebars from 'handlebars';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { passwordResets } from '../../db/schema/password-resets.ts';
import { employees } from '../../db/schema.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { endAllSessions } from '../../platform/auth/sessions.ts';
import { AppError } from '../../platform/errors.ts';
import { appSecret } from '../../platform/secrets.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { queueMessage } from '../messages/outbox.service.ts';

export const PASSWORD_RESET_JOB = 'password-reset';
/** How long a link works. */
export const RESET_VALID_MS = 30 * 60_000;
/** One link a minute per account at most, however many addresses ask: nobody fills a colleague's inbox. */
const RESET_GAP_MS = 60_000;

/** The link's token keyed with the app's own secret: what the table keeps, so the table alone opens nothing. */
async function tokenHash(db: Db, token: string) {
  return createHmac('sha256', await appSecret(db, 'password-reset'))
    .update(token)
    .digest('base64url');
}

/** The outbox's key of a reset's mail. */
const resetMailKey = (resetId: string) => `password-reset:${resetId}`;

/** The address of the page that sets a new password. */
export const resetLink = (config: Pick<Config, 'PUBLIC_URL'>, token: string) =>
  `${config.PUBLIC_URL}/reset-password?token=${token}`;

function resetMail(name: string, link: string) {
  const text =
    `Hello ${name},\n\nsomeone (hopefully you) asked to reset the password of your StudyDesk account. Open this ` +
    `link within 30 minutes to choose a new password:\n\n${link}\n\nThe link works once. If you did not ask, ` +
    'ignore this e-mail: your password stays as it is.\n';
  const e = Handlebars.escapeExpression;
  const html =
    `<p>Hello ${e(name)},</p><p>someone (hopefully you) asked to reset the password of your StudyDesk account. ` +
    `Open this link within 30 minutes to choose a new password:</p><p><a href="${e(link)}">Choose a new ` +
    'password</a></p><p>The link works once. If you did not ask, ignore this e-mail: your password stays as it ' +
    'is.</p>';
  return { subject: 'Reset your StudyDesk password', text, html };
}

/**
 * Sends a reset link to the active employee of `email`, if there is one; nothing otherwise, and nothing that says
 * so. It runs on the job queue after the request answered, so a known and an unknown address answer alike.
 */
export async function issuePasswordReset(db: Db, config: Pick<Config, 'PUBLIC_URL'>, email: string, now: Date) {
  const token = randomBytes(32).toString('base64url');
  const hash = await tokenHash(db, token);
  const expiresAt = new Date(now.getTime() + RESET_VALID_MS);
  await db.transaction(async (tx) => {
    const [employee] = await tx
      .select({ id: employees.id, name: employees.name, email: employees.email })
      .from(employees)
      .where(and(eq(sql`lower(${employees.email})`, email), eq(employees.active, true)))
      .for('update');
    if (!employee) return;
    const [recent] = await tx
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.employeeId, employee.id),
          gt(passwordResets.createdAt, new Date(now.getTime() - RESET_GAP_MS)),
        ),
      );
    if (recent) return;
    const [reset] = await tx
      .insert(passwordResets)
      .values({
        employeeId: employee.id,
        tokenHash: hash,
        createdAt: now,
        expiresAt,
      })
      .returning({ id: passwordResets.id });
    if (!reset) throw new Error('insert returned nothing');
    await queueMessage(tx, {
      channel: 'email',
      employeeId: employee.id,
      recipient: employee.email,
      ...resetMail(employee.name, resetLink(config, token)),
      idempotencyKey: resetMailKey(reset.id),
      validUntil: expiresAt,
    });
  });
}

const usedLink = () =>
  new AppError(
    ErrorCode.INVALID_LINK,
    'This password reset link no longer works: it was used, or the password was set since. Ask for a new one.',
  );
const lateLink = () =>
  new AppError(
    ErrorCode.INVALID_LINK,
    'This password reset link has expired (links work for 30 minutes). Ask for a new one.',
  );
const unknownLink = () =>
  new AppError(ErrorCode.INVALID_LINK, 'This password reset link is not valid. Ask for a new one.');

/**
 * Every reset link of the employee not used yet stops working: their password was just set (by the link, by
 * themselves, by Super Admin), their e-mail changed, or they left. A link asked for before must not undo that.
 */
export async function voidPasswordResets(tx: Tx, employeeId: string, now = new Date()) {
  const voided = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.employeeId, employeeId), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  if (voided.length === 0) return;
  // their mails still waiting would carry a dead link (to an old address, if the e-mail changed)
  await tx
    .update(outboxMessages)
    .set({ validUntil: now })
    .where(
      inArray(
        outboxMessages.idempotencyKey,
        voided.map((r) => resetMailKey(r.id)),
      ),
    );
}

/** The link's reset, if it can still be used; the reason in the error otherwise. */
async function usableReset(db: Db, token: string, now: Date) {
  const [reset] = await db
    .select({
      id: passwordResets.id,
      employeeId: passwordResets.employeeId,
      usedAt: passwordResets.usedAt,
      expiresAt: passwordResets.expiresAt,
      email: employees.email,
      active: employees.active,
    })
    .from(passwordResets)
    .innerJoin(employees, eq(employees.id, passwordResets.employeeId))
    .where(eq(passwordResets.tokenHash, await tokenHash(db, token)));
  if (!reset?.active) throw unknownLink();
  if (reset.usedAt) throw usedLink();
  if (reset.expiresAt <= now) throw lateLink();
  return reset;
}

/** Whether a link still works, before its page asks for a new password: answers whose account it opens. */
export async function checkPasswordReset(db: Db, token: string, now: Date) {
  const { email } = await usableReset(db, token, now);
  return { email };
}

/**
 * Sets the new password of a link's employee, once: the link is claimed by one UPDATE, so two tabs sending it at
 * once set one password. Every session of the employee ends (a reset is what one does after losing a device).
 * Answers the ended sessions.
 */
export async function confirmPasswordReset(db: Db, token: string, password: string, now: Date) {
  const reset = await usableReset(db, token, now);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ id: passwordResets.id });
    if (!claimed) throw usedLink();
    await tx.update(employees).set({ passwordHash }).where(eq(employees.id, reset.employeeId));
    // Any other link of this account dies with this one.
    await voidPasswordResets(tx, reset.employeeId, now);
    await recordAudit(tx, {
      actorId: reset.employeeId,
      recordType: 'employee',
      recordId: reset.employeeId,
      action: 'password-reset',
      after: { via: 'e-mail link' },
    });
    return endAllSessions(tx, reset.employeeId);
  });
}
