import { z } from 'zod';
import { envelope } from '../api.ts';
import { checklistKeySchema } from '../checklists.ts';
import { contract } from '../contract.ts';
import { portalItemSchema, portalLanguageSchema, portalSchema } from '../portal.ts';
import { studentIdSchema } from '../students.ts';

const tag = 'portal';
const studentParams = z.object({ studentId: studentIdSchema });
/** The upload link's signed token (the same as the documents module's public routes). */
const tokenQuery = z.object({ t: z.string().min(10).max(200) });
const holder =
  'Anyone holding the student’s valid upload link may call it (60 a minute per address): `t` is the link’s token. ' +
  'An invalid, revoked or expired link is refused with 403 "This upload link is invalid or has expired.". ';

/** The student's own page: their checklist, their applications and their status, and uploads per checklist item. */
export const portalContracts = {
  portal: contract({
    method: 'GET',
    path: '/public/portal/:studentId',
    tag,
    summary: 'The student’s own page',
    description:
      holder +
      'It answers the student’s first name, status and destination, their counselor’s first name, each document ' +
      'of their checklist (missing, uploaded, verified or rejected with the reason, and its expiry date), their ' +
      'university applications with their status, and when the link expires. Nothing of other students, no staff ' +
      'member beyond the counselor’s first name, and no link to a stored file; and the language of the student’s ' +
      'messages, chosen on this page or by their counselor (null while none is chosen).',
    params: studentParams,
    query: tokenQuery,
    response: envelope(portalSchema),
  }),
  upload: contract({
    method: 'POST',
    path: '/public/portal/:studentId/items/:itemKey',
    tag,
    summary: 'Send a document of the student’s checklist',
    description:
      holder +
      'A multipart form with `file`: it becomes the newest version of that checklist item (earlier versions are ' +
      'kept), which is then uploaded and waits for review. The type is recognised from the first bytes (415 ' +
      'otherwise), the size is capped (413), a link takes a limited number of megabytes a day (429), an item not on ' +
      'the student’s checklist is 404; the counselor is notified. It answers the item as the page shows it.',
    params: studentParams.extend({ itemKey: checklistKeySchema }),
    query: tokenQuery,
    response: envelope(portalItemSchema),
    kind: 'multipart',
  }),
  language: contract({
    method: 'PUT',
    path: '/public/portal/:studentId/language',
    tag,
    summary: 'Choose the language of the student’s messages',
    description:
      holder +
      'The student switched their page to English or Bangla (`language`: en or bn; anything else is a 400): their ' +
      'messages, automatic and those staff send, are in it from now on. It answers the language chosen.',
    params: studentParams,
    query: tokenQuery,
    body: portalLanguageSchema,
    response: envelope(portalLanguageSchema),
  }),
};
