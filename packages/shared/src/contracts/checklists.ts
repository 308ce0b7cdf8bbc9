import { z } from 'zod';
import { envelope } from '../api.ts';
import {
  checklistItemSchema,
  checklistKeySchema,
  checklistTemplateSchema,
  destinationSchema,
  reviewBodySchema,
  studentChecklistSchema,
  templateBodySchema,
} from '../checklists.ts';
import { contract } from '../contract.ts';
import { calendarDateSchema } from '../dates.ts';
import { studentIdSchema } from '../students.ts';

const tag = 'checklists';
const studentParams = z.object({ studentId: studentIdSchema });

/** The document checklists per destination, and each student's checklist with its review. */
export const checklistsContracts = {
  templates: contract({
    method: 'GET',
    path: '/settings/checklists',
    tag,
    summary: 'The document checklist of every destination',
    description:
      'Anyone signed in may call it; it answers the templates of UK, Canada, Australia, USA and Other, each a list ' +
      'of documents in order with the stage by which it is needed and whether it carries an expiry date. An item ' +
      'whose key is one of the 16 document slots is that slot (`slot`).',
    response: envelope(z.array(checklistTemplateSchema)),
  }),
  saveTemplate: contract({
    method: 'PUT',
    path: '/settings/checklists/:country',
    tag,
    summary: 'Replace the document checklist of a destination',
    description:
      'Super Admin only (403 for anyone else). `country` is UK, Canada, Australia, USA or Other. The items replace ' +
      'the list in their order (1 to 60, keys and names each used once; 400 naming the field otherwise). Reviews ' +
      'and files of a removed item stay kept. The change is audited; it answers the saved template.',
    params: z.object({ country: destinationSchema }),
    body: templateBodySchema,
    response: envelope(checklistTemplateSchema),
  }),
  checklist: contract({
    method: 'GET',
    path: '/student/:studentId/checklist',
    tag,
    summary: 'The document checklist of a student',
    description:
      'Super Admin, the student’s Counselor, the admin Officer the student is assigned to and the visa team ' +
      'members the student was handed to may call it. The destination is the country of the student’s newest ' +
      'university application, else their chosen country. Each item: requested, uploaded, verified or rejected ' +
      '(with the reason), who reviewed it and when, its latest file, how many versions, its expiry date; ' +
      '`warnings` names a passport that expires before the intake plus six months.',
    params: studentParams,
    response: envelope(studentChecklistSchema),
  }),
  review: contract({
    method: 'PATCH',
    path: '/student/:studentId/checklist/:itemKey',
    tag,
    summary: 'Verify or reject a document of a student, or set its expiry date',
    description:
      'Super Admin, the student’s Counselor and the admin Officer the student is assigned to may call it (403 for ' +
      'anyone else). `state` verified or rejected reviews the latest version (a rejection needs `reason`: 400; an ' +
      'item without a file: 409; with `documentId`, the version the reviewer saw, 409 once a newer one is in); `expiresAt` (YYYY-MM-DD, or null) sets the expiry date: a date already passed is ' +
      'saved with `expiryWarning` expired. The review is recorded in the student’s timeline; it answers the item.',
    params: studentParams.extend({ itemKey: checklistKeySchema }),
    body: reviewBodySchema,
    response: envelope(checklistItemSchema),
  }),
  upload: contract({
    method: 'POST',
    path: '/student/:studentId/checklist/:itemKey',
    tag,
    summary: 'Upload a document of a student’s checklist',
    description:
      'Super Admin and the student’s Counselor may call it (as the slots’ upload). A multipart form of `file`; for a document that expires, the query may give ' +
      '`expiresAt` (YYYY-MM-DD; a date already passed is saved with `expiryWarning` expired). The file becomes the ' +
      'item’s newest version (earlier ones stay kept) and the item is uploaded again; the same type and size ' +
      'refusals as every upload (415, 413). It answers the item. For one of the 16 slots it is the slot’s upload.',
    params: studentParams.extend({ itemKey: checklistKeySchema }),
    query: z.object({ expiresAt: calendarDateSchema.optional() }),
    response: envelope(checklistItemSchema),
    status: 201,
    kind: 'multipart',
  }),
};
