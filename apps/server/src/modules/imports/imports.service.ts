import { ErrorCode } from '@studydesk/shared/errors';
import {
  guessMapping,
  IMPORT_FIELDS,
  type Import,
  type ImportField,
  type ImportSettings,
  importSettingsSchema,
} from '@studydesk/shared/imports';
import { LANGUAGE_LABELS } from '@studydesk/shared/message-languages';
import { AUTO_ASSIGN } from '@studydesk/shared/students';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { importRejects, imports } from '../../db/schema/imports.ts';
import { employees } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import {
  readRows,
  type SheetRow,
  SpreadsheetRefused,
  type SpreadsheetType,
  TooManyRows,
} from '../../platform/spreadsheet.ts';
import type { Storage } from '../../platform/storage/driver.ts';
import type { StoredFile } from '../../platform/storage/upload.ts';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx.ts';
import { officeLocale } from '../settings/office-locale.ts';
import { activeCounselor } from '../students/students.service.ts';
import { planRows, previewOf } from './imports.rows.ts';

type ImportRow = typeof imports.$inferSelect;

const SAMPLE_ROWS = 5;
const PREVIEW_ROWS = 100;

const notFound = () => new AppError(ErrorCode.NOT_FOUND, 'Import not found');
const unreadable = () =>
  new AppError(ErrorCode.UNSUPPORTED_TYPE, 'This file could not be read as a spreadsheet: save it as .xlsx or .csv');

/** The settings a run was started with, as the schema fills them in. */
export function checkedSettings(job: ImportRow) {
  return importSettingsSchema.parse(job.settings);
}

/**
 * A file that is no spreadsheet after all is a 415: saying how to save it, where the reader knows. A sheet longer
 * than an import is made for is a 400 naming the limit.
 */
function refusedFor(error: unknown) {
  if (error instanceof TooManyRows) return new AppError(ErrorCode.VALIDATION, error.message, { file: error.message });
  return error instanceof SpreadsheetRefused ? new AppError(ErrorCode.UNSUPPORTED_TYPE, error.message) : unreadable();
}

/**
 * The first `count` rows of a stored file, the header first. Given `rowCap` (the upload's check), the rest is read
 * too for what a run would refuse only later: a sheet longer than that, stopped as soon as it is passed, and a CSV
 * byte of another encoding far down (it would be stored as � in a student's name). An .xlsx's rows were all counted
 * before its first came (readRows' first read of a workbook).
 */
async function firstRows(storage: Storage, key: string, type: SpreadsheetType, count: number, rowCap?: number) {
  const rows: SheetRow[] = [];
  try {
    for await (const row of readRows(() => storage.get(key), type, { rowCap })) {
      if (rows.length < count) rows.push(row);
      else if (rowCap === undefined || type === 'xlsx') break;
    }
  } catch (error) {
    throw refusedFor(error);
  }
  return rows;
}

/**
 * Keeps an uploaded spreadsheet as a new import: its header row names the columns (an empty header becomes
 * "Column N"), a few rows show what each holds. Nothing is imported yet; a sheet of more than `rowCap` students is
 * refused (400).
 */
export async function createImport(db: Db, storage: Storage, file: StoredFile, actor: Actor, rowCap: number) {
  const type: SpreadsheetType = file.contentType === 'text/csv' ? 'csv' : 'xlsx';
  const [header, ...sample] = await firstRows(storage, file.key, type, SAMPLE_ROWS + 1, rowCap);
  if (!header) throw new AppError(ErrorCode.EMPTY_FILE, 'The file has no rows.', { file: 'The file has no rows.' });
  if (sample.length === 0) {
    const message = 'The file has only its header row: there are no students in it.';
    throw new AppError(ErrorCode.EMPTY_FILE, message, { file: message });
  }
  const width = Math.max(header.cells.length, ...sample.map((r) => r.cells.length));
  const columns = Array.from({ length: width }, (_, i) => header.cells[i] || `Column ${i + 1}`);
  const [row] = await db
    .insert(imports)
    .values({
      fileKey: file.key,
      fileName: file.fileName,
      fileType: type,
      fileSize: file.size,
      columns,
      sample: sample.map((r) => columns.map((_, i) => r.cells[i] ?? '')),
      createdBy: actor.id,
    })
    .returning({ id: imports.id });
  return getImport(db, (row as { id: string }).id);
}

function answer(row: ImportRow & { by: string | null }): Import {
  const progress =
    row.status === 'done' || row.status === 'undone' || row.status === 'undoing'
      ? 100
      : Math.min(99, Math.floor((row.bytesDone / Math.max(1, row.fileSize)) * 100));
  return {
    _id: row.id,
    fileName: row.fileName,
    columns: row.columns,
    sample: row.sample,
    guesses: guessMapping(row.columns, row.sample),
    status: row.status,
    progress,
    rowsDone: row.rowsDone,
    created: row.created,
    filled: row.filled,
    skipped: row.skipped,
    rejected: row.rejected,
    kept: row.kept,
    error: row.error,
    createdBy: row.by ?? '',
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
    undoneAt: row.undoneAt,
  };
}

const selectImports = (db: Db) =>
  db
    .select({ row: imports, by: employees.name })
    .from(imports)
    .leftJoin(employees, eq(employees.id, imports.createdBy));

export async function getImport(db: Db, importId: string) {
  const [found] = await selectImports(db).where(eq(imports.id, importId));
  if (!found) throw notFound();
  return answer({ ...found.row, by: found.by });
}

export async function listImports(db: Db) {
  const rows = await selectImports(db).orderBy(desc(imports.createdAt)).limit(20);
  return rows.map((r) => answer({ ...r.row, by: r.by }));
}

async function storedImport(db: Db, importId: string) {
  const [row] = await db.select().from(imports).where(eq(imports.id, importId));
  if (!row) throw notFound();
  return row;
}

/** Mapping settings that do not fit the file (more entries than columns) are refused on `mapping`. */
function fitting(row: ImportRow, settings: ImportSettings) {
  if (settings.mapping.length !== row.columns.length) {
    throw new AppError(ErrorCode.VALIDATION, 'Some fields are not valid.', {
      mapping: `Choose a field (or none) for each of the ${row.columns.length} columns`,
    });
  }
  return settings;
}

/** What the run would do with the first rows: nothing is written. */
export async function previewImport(db: Db, storage: Storage, importId: string, settings: ImportSettings) {
  const row = await storedImport(db, importId);
  const { mapping } = importSettingsSchema.parse(fitting(row, settings));
  const [, ...rows] = await firstRows(storage, row.fileKey, row.fileType, PREVIEW_ROWS + 1);
  const planned = await planRows(db, rows, mapping, await officeLocale(db));
  return planned.map(previewOf);
}

/** Queues a run with its settings; only an import not started yet may be. */
export async function startImport(db: Db, importId: string, settings: ImportSettings) {
  const row = await storedImport(db, importId);
  const checked = importSettingsSchema.parse(fitting(row, settings));
  // As a registration: the students go to an active counselor, or in turn (auto).
  if (checked.counselor !== AUTO_ASSIGN && !(await activeCounselor(db, checked.counselor))) {
    throw invalid({ counselor: 'Choose a counselor from the list' });
  }
  const [started] = await db
    .update(imports)
    .set({ status: 'queued', settings: checked })
    .where(and(eq(imports.id, importId), eq(imports.status, 'uploaded')))
    .returning({ id: imports.id });
  if (!started) throw new AppError(ErrorCode.IMPORT_STATE, 'This import has already been started.');
  return getImport(db, importId);
}

/** Queues the undo of a finished (or failed) import. */
export async function startUndo(db: Db, importId: string, actor: Actor) {
  await storedImport(db, importId);
  const [started] = await db
    .update(imports)
    .set({ status: 'undoing', undoneBy: actor.id })
    .where(and(eq(imports.id, importId), inArray(imports.status, ['done', 'failed'])))
    .returning({ id: imports.id });
  if (!started) throw new AppError(ErrorCode.IMPORT_STATE, 'Only a finished import can be undone.');
  return getImport(db, importId);
}

/** The imports a restarted server must carry on with: queued, cut short while running, or being undone. */
export async function unfinishedImports(db: Db) {
  const rows = await db
    .select({ id: imports.id })
    .from(imports)
    .where(inArray(imports.status, ['queued', 'running', 'undoing']));
  return rows.map((r) => r.id);
}

async function* rejectedRows(db: Db, importId: string) {
  for (let after = 0; ; ) {
    const rows = await db
      .select()
      .from(importRejects)
      .where(and(eq(importRejects.importId, importId), gt(importRejects.row, after)))
      .orderBy(importRejects.row)
      .limit(1000);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < 1000) return;
    after = last.row;
  }
}

/** The rejected rows as a workbook: the row's number, why, and its cells under the file's own headers. */
export async function rejectedXlsx(db: Db, importId: string) {
  const row = await storedImport(db, importId);
  type Reject = typeof importRejects.$inferSelect;
  const columns: XlsxColumn<Reject>[] = [
    { header: 'Row', width: 8, value: (r) => r.row },
    { header: 'Reason', width: 50, value: (r) => r.reason },
    ...row.columns.map((header, i) => ({ header, width: 20, value: (r: Reject) => r.values[i] ?? '' })),
  ];
  return {
    fileName: row.fileName.replace(/\.\w+$/, ''),
    stream: xlsxStream('Rejected rows', columns, rejectedRows(db, importId)),
  };
}

/** The sample spreadsheet's one student: a value for every field, each as the import's checks take it. */
const EXAMPLE: Record<ImportField, string> = {
  fullName: 'Rahim Uddin',
  // written with the country code, so that it is a phone number whatever country the office is in; of no demo
  // student (the demo office's numbers begin +880 17)
  phoneNumber: '+880 1999-000001',
  email: 'rahim.uddin@example.com',
  dob: '2005-03-14',
  passportNumber: 'A01234567',
  parentPhone: '+880 1899-000001',
  street: 'House 12, Road 5, Dhanmondi',
  city: 'Dhaka',
  postalCode: '1205',
  country: 'Bangladesh',
  chosenCountryName: 'United Kingdom',
  universityChoice: 'University of Leeds',
  course: 'BSc Computer Science',
  intake: 'September 2027',
  overall: '6.5',
  // as the export writes it, so a sample filled in and an export read back look alike
  messageLanguage: LANGUAGE_LABELS.bn,
};

/** A workbook to fill in: a column for every field, headed by its label (what the import guesses it from). */
export function sampleXlsx() {
  const columns: XlsxColumn<Record<ImportField, string>>[] = IMPORT_FIELDS.map((field) => ({
    header: field.label,
    width: Math.max(14, field.label.length + 2, EXAMPLE[field.key].length + 2),
    value: (row) => row[field.key],
  }));
  return xlsxStream('Students', columns, [EXAMPLE]);
}
