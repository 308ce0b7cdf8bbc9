import { z } from 'zod';
import { envelope } from '../api.ts';
import { contract } from '../contract.ts';
import { importIdParamsSchema, importSchema, importSettingsSchema, previewRowSchema } from '../imports.ts';

const tag = 'imports';
const who = 'Super Admin may call it. ';

/** An office's students brought in from a spreadsheet (issue 19): upload, map, preview, run, report, undo. */
export const importsContracts = {
  upload: contract({
    method: 'POST',
    path: '/imports',
    tag,
    summary: 'Upload a spreadsheet of students to import',
    description:
      `${who}A multipart form with \`file\`: an .xlsx workbook (its first sheet) or a .csv file (comma, semicolon ` +
      'or tab separated), its first row holding the column headers. The file is kept, nothing is imported yet; the ' +
      'answer names the columns, a sample of rows and a guessed field for each column. An empty file or one without ' +
      'rows under its header is 400, a file that is not a spreadsheet 415, one over the upload limit 413.',
    status: 201,
    response: envelope(importSchema),
    kind: 'multipart',
  }),
  list: contract({
    method: 'GET',
    path: '/imports',
    tag,
    summary: 'The latest imports',
    description: `${who}The 20 latest imports, newest first, with their progress and counts.`,
    response: envelope(z.array(importSchema)),
  }),
  get: contract({
    method: 'GET',
    path: '/imports/:importId',
    tag,
    summary: 'One import and how far it is',
    description: `${who}The page asks it every second while the import runs. 404 for an unknown id.`,
    params: importIdParamsSchema,
    response: envelope(importSchema),
  }),
  preview: contract({
    method: 'POST',
    path: '/imports/:importId/preview',
    tag,
    summary: 'What an import would do with its first rows',
    description:
      `${who}With the mapping, counselor and duplicate choice of the form, it answers the first 100 rows: a new ` +
      'student, a possible duplicate (same phone number as the office dials it, or the same e-mail, naming the ' +
      'student found and their counselor) or an error with its reasons. Nothing is written. A field mapped twice or a ' +
      'required field not mapped is 400 on `mapping`.',
    params: importIdParamsSchema,
    body: importSettingsSchema,
    response: envelope(z.array(previewRowSchema)),
  }),
  run: contract({
    method: 'POST',
    path: '/imports/:importId/run',
    tag,
    summary: 'Start an import',
    description:
      `${who}Queues the import on the job queue with these choices and answers at once (202); the rows are read ` +
      'and written a thousand at a time, each batch with its progress in one transaction, so an import cut by a ' +
      'restart resumes where it stopped. Possible duplicates are skipped, fill the empty fields of the student ' +
      'found, or are created anyway, by `duplicates` and per row by `choices`; rows that cannot be a student go ' +
      'to the rejected rows. 409 when the import has already been started.',
    params: importIdParamsSchema,
    body: importSettingsSchema,
    status: 202,
    response: envelope(importSchema),
  }),
  sample: contract({
    method: 'GET',
    path: '/imports/sample',
    tag,
    summary: 'Download a sample spreadsheet to import',
    description:
      `${who}An .xlsx with a column for every field an import can fill, headed as the import recognises them ` +
      '(each guessed without a choice), and one example student under them: a file to fill in and upload.',
    kind: 'file',
  }),
  rejected: contract({
    method: 'GET',
    path: '/imports/:importId/rejected',
    tag,
    summary: 'Download the rejected rows of an import',
    description:
      `${who}An .xlsx of every row the import left out: its row number, the reason and the row as it was in the ` +
      'file, to be corrected and imported again.',
    params: importIdParamsSchema,
    kind: 'file',
  }),
  undo: contract({
    method: 'POST',
    path: '/imports/:importId/undo',
    tag,
    summary: 'Undo a whole import',
    description:
      `${who}Queues the undo (202): every student the import added that is still live goes to ReCycle Students ` +
      '(restorable), except those worked on since the import (a note, a status or counselor change, a follow-up, ' +
      'a task, a document, an application, a message, a payment…), which stay live and are counted in `kept`; ' +
      'the fields it filled in existing students are emptied again where nobody has changed them since. 409 ' +
      'unless the import is done or failed.',
    params: importIdParamsSchema,
    status: 202,
    response: envelope(importSchema),
  }),
};
