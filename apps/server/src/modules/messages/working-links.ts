import { eq } from 'drizzle-orm';
import Handlebars from 'handlebars';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { LINK_IN_TEXT, linkWorks } from '../documents/upload-link.ts';
import type { OutboxRow } from './outbox.service.ts';
import { messageStudent, workingUploadLink } from './templates.context.ts';

/**
 * An upload link in a message's HTML part: escaped by Handlebars there (templates.render.ts), so its `?t=` is
 * `?t&#x3D;`, which LINK_IN_TEXT does not find (only the text part got the working link, the HTML kept the revoked).
 */
const LINK_IN_HTML = /\/file-upload\/\d+\/[^\s?"'<>]+\?t&#x3D;([\w.-]+)/g;

const tokensIn = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1] ?? '');

/**
 * The message as it goes: an upload link in it that stopped working since it was written (revoked when the
 * student's e-mail was corrected, renewed by the counselor, or expired while the message waited) is replaced by the
 * student's working one, issued now by the office when none works, and saved on the message, so the outbox shows
 * what went. A student never gets a link that opens nothing, in the text part or the HTML part.
 */
export async function withWorkingLinks(db: Db, row: OutboxRow): Promise<OutboxRow> {
  const { studentId } = row;
  const tokens = [...tokensIn(row.text, LINK_IN_TEXT), ...tokensIn(row.html, LINK_IN_HTML)];
  if (!studentId || tokens.length === 0) return row;
  const works = await Promise.all(tokens.map((token) => linkWorks(db, studentId, token)));
  if (works.every(Boolean)) return row;
  const link = await workingUploadLink(db, await messageStudent(db, { id: studentId }), null);
  const swap = (text: string) => text.replace(LINK_IN_TEXT, link);
  const [saved] = await db
    .update(outboxMessages)
    .set({
      text: swap(row.text),
      // escaped as the rest of the HTML part is
      html: swap(row.html).replace(LINK_IN_HTML, Handlebars.Utils.escapeExpression(link)),
      params: row.params && JSON.parse(swap(JSON.stringify(row.params))),
    })
    .where(eq(outboxMessages.id, row.id))
    .returning();
  return saved ?? row;
}
