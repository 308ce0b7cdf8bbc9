import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { LINK_IN_TEXT, linkWorks } from '../documents/upload-link.ts';
import type { OutboxRow } from './outbox.service.ts';
import { messageStudent, workingUploadLink } from './templates.context.ts';

/**
 * The message as it goes: an upload link in it that stopped working since it was written (revoked when the
 * student's e-mail was corrected, renewed by the counselor, or expired while the message waited) is replaced by the
 * student's working one, issued now by the office when none works, and saved on the message, so the outbox shows
 * what went. A student never gets a link that opens nothing.
 */
export async function withWorkingLinks(db: Db, row: OutboxRow): Promise<OutboxRow> {
  const { studentId } = row;
  const tokens = [...row.text.matchAll(LINK_IN_TEXT)].map((match) => match[1] ?? '');
  if (!studentId || tokens.length === 0) return row;
  const works = await Promise.all(tokens.map((token) => linkWorks(db, studentId, token)));
  if (works.every(Boolean)) return row;
  const link = await workingUploadLink(db, await messageStudent(db, { id: studentId }), null);
  const swap = (text: string) => text.replace(LINK_IN_TEXT, link);
  const [saved] = await db
    .update(outboxMessages)
    .set({
      text: swap(row.text),
      html: swap(row.html),
      params: row.params && JSON.parse(swap(JSON.stringify(row.params))),
    })
    .where(eq(outboxMessages.id, row.id))
    .returning();
  return saved ?? row;
}
