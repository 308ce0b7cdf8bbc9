import { PassThrough, type Readable, Transform } from 'node:stream';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { tightHeap } from './heap.ts';

/** The two kinds of spreadsheet an office brings in (issue 19). */
export type SpreadsheetType = 'csv' | 'xlsx';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const NOT_A_SPREADSHEET = 'This is not a spreadsheet: upload an .xlsx or .csv file';
export const NOT_UTF8 =
  'This CSV file is not saved as UTF-8, so names such as José would be garbled: in Excel choose Save As, "CSV UTF-8 (Comma delimited)", or upload the .xlsx workbook';
export const UTF16 =
  'This file is saved as Unicode text (UTF-16): in Excel choose Save As, "CSV UTF-8 (Comma delimited)", or upload the .xlsx workbook';
export const OLD_OR_PROTECTED =
  'This is an old Excel workbook (.xls) or one protected with a password: open it in Excel, remove any password (File, Info, Protect Workbook) and save it as "Excel Workbook (.xlsx)"';
export const TOO_MANY_TEXTS = 'This workbook holds too many different texts to be read: split it into smaller files';

/** A file refused for what it is, with the words that tell the office how to save it instead. */
export class SpreadsheetRefused extends Error {}

/** A sheet of more than `rowCap` rows below its header, refused as soon as they are passed. */
export class TooManyRows extends Error {
  constructor(rowCap: number) {
    super(`This sheet has more than ${rowCap.toLocaleString('en-US')} rows; split it into smaller files.`);
  }
}

/**
 * What a file is, by its first bytes and what file-type made of them: an .xlsx workbook (any zip: a broken one is
 * caught by the reader), or text that could be CSV (no NUL byte, valid UTF-8 apart from a cut last character); else
 * why it is not, in words the upload shows.
 */
export function recogniseSpreadsheet(
  head: Buffer,
  detectedMime: string | undefined,
): { type: SpreadsheetType } | { refusal: string } {
  // before file-type's answer: it takes UTF-16 text for MPEG audio
  const bom = head.subarray(0, 2).toString('hex');
  if (bom === 'fffe' || bom === 'feff') return { refusal: UTF16 };
  if (detectedMime === XLSX || detectedMime === 'application/zip') return { type: 'xlsx' };
  // an .xls workbook, and an .xlsx saved with a password (Excel encrypts it into a Compound File)
  if (detectedMime === 'application/x-cfb') return { refusal: OLD_OR_PROTECTED };
  if (detectedMime) return { refusal: NOT_A_SPREADSHEET };
  // UTF-16 without its mark: every other byte of Latin text is NUL
  if (head.includes(0))
    return { refusal: head.length > 1 && (head[0] === 0 || head[1] === 0) ? UTF16 : NOT_A_SPREADSHEET };
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 4)));
    return { type: 'csv' };
  } catch {
    return { refusal: NOT_UTF8 };
  }
}

export const SPREADSHEET_CONTENT_TYPES: Record<SpreadsheetType, string> = { csv: 'text/csv', xlsx: XLSX };

/** The separator of a CSV file: whichever of comma, semicolon and tab its first line has most of. */
function separatorOf(firstChunk: string) {
  const line = firstChunk.split(/\r?\n/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((s) => [s, line.split(s).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** Counts the bytes that pass, for the progress of a long read. */
function counting(onBytes: (bytes: number) => void) {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      onBytes(total);
      done(null, chunk);
    },
  });
}

/** A row of a spreadsheet: its number as the office's program shows it (the header is row 1), and its cells' text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** Text of UTF-8 bytes as they come (a character cut between chunks joined again); any other encoding is refused. */
function utf8Text() {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (chunk?: Buffer) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new SpreadsheetRefused(NOT_UTF8);
    }
  };
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, done) {
      try {
        done(null, decode(chunk));
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        done(null, decode());
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

async function* csvRows(file: Readable, rowCap: number): AsyncGenerator<SheetRow> {
  const text = file.pipe(utf8Text());
  file.once('error', (error) => text.destroy(error));
  const chunks = text[Symbol.asyncIterator]() as AsyncIterator<string>;
  let first = await chunks.next();
  while (!first.done && first.value === '') first = await chunks.next();
  if (first.done) return;
  const parser = parse({
    bom: true,
    delimiter: separatorOf(first.value),
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    // a blank line is a row of the sheet as a spreadsheet program opens the file: counted, then left out as blank
    skip_empty_lines: false,
  });
  const source = new PassThrough();
  source.pipe(parser);
  source.write(first.value);
  (async () => {
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      if (!source.write(next.value)) await new Promise((resolve) => source.once('drain', resolve));
    }
    source.end();
  })().catch((error: Error) => parser.destroy(error));
  // records, not lines: a cell of several lines is one row of the sheet
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { records: number } }>) {
    if (info.records > rowCap + 1) throw new TooManyRows(rowCap);
    yield { row: info.records, cells: record.map((cell) => cell.trim()) };
  }
}

/** Whether an Excel number format shows a date (as exceljs decides for a plain number): y, m, d, h, s outside quotes. */
function isDateFormat(format: string | undefined) {
  return Boolean(
    format
      ?.replace(/\[[^\]]*]/g, '')
      .replace(/"[^"]*"/g, '')
      .match(/[ymdhMsb]+/),
  );
}

/** An Excel day number as its date: days since 1899-12-30 (1904-01-01 in a workbook of the old Mac system). */
function excelDate(serial: number, date1904: boolean) {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
}

/** A cell of exceljs as the text a person sees in it: dates as YYYY-MM-DD, formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

/**
 * Shared strings a workbook may hold: a real one of the largest upload has far fewer, a crafted one of a few hundred
 * KB unpacks to millions (each kept in memory until the rows are read).
 */
export const SHARED_STRINGS_CAP = 2_000_000;

/** Whether the workbook counts days from 1904 (the old Mac system): the reader's properties, not in its types. */
function counts1904(reader: object) {
  const properties: unknown = 'properties' in reader ? reader.properties : undefined;
  const model: unknown =
    typeof properties === 'object' && properties !== null && 'model' in properties ? properties.model : undefined;
  return typeof model === 'object' && model !== null && 'date1904' in model && model.date1904 === true;
}

/** The cells of a row as text; a formula's number in a date cell is a date (exceljs converts only plain numbers). */
function rowCells(row: ExcelJS.Row, date1904: boolean) {
  const values = row.values as ExcelJS.CellValue[];
  return Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => {
    const value = values[i + 1];
    if (value && typeof value === 'object' && 'formula' in value && typeof value.result === 'number') {
      if (isDateFormat(row.getCell(i + 1).numFmt)) return cellText(excelDate(value.result, date1904));
    }
    return cellText(value);
  });
}

/** What the reader's parse() yields; a shared string comes bare, as `{ index, text }` (exceljs 4.4). */
type ReaderEvent = { eventType?: string; value?: unknown; text?: ExcelJS.CellValue };
const isSharedString = (event: ReaderEvent) => event.eventType === undefined && 'text' in event;

/** Keeps a shared string the reader emitted, as a plain copy (the parser's piece keeps its chunk of XML alive). */
function keep(strings: ExcelJS.CellValue[], { text }: ReaderEvent) {
  if (strings.length === SHARED_STRINGS_CAP) throw new SpreadsheetRefused(TOO_MANY_TEXTS);
  strings.push(typeof text === 'string' ? Buffer.from(text, 'utf8').toString('utf8') : text);
}

/** What a worksheet's cells are read with: the shared strings, the styles (a date's format), the date system. */
type WorkbookParts = { sharedStrings: ExcelJS.CellValue[]; styles?: unknown; properties?: unknown };

/**
 * A reader that parses each worksheet where the zip has it, as it inflates. Not given the shared strings and the
 * workbook's relations before a worksheet (Excel writes the strings after it), exceljs inflates the whole worksheet
 * into a temp file first (however many gigabytes a zip bomb holds), and leaves it behind until the process exits
 * when the reading fails or stops midway: given them (`parts`), it does not. The relations, the sheet list and the
 * properties stand in until the workbook's own are read (exceljs writes workbook.xml last): they only name the
 * sheets and, in the first read, whose cells are only counted, the date system.
 */
async function readerOf(file: Readable, parts: WorkbookParts, first: boolean) {
  // Loaded with the first spreadsheet read, not at every start of the server (a fifth of a second).
  const { default: excel } = await import('exceljs');
  const reader = new excel.stream.xlsx.WorkbookReader(file, {
    // first emitted, to be counted (and kept as plain copies: the parser's pieces keep their chunks of XML alive)
    sharedStrings: first ? 'emit' : 'ignore',
    hyperlinks: 'ignore',
    styles: first ? 'cache' : 'ignore', // a date is a number in a date format: without the styles it reads as 36892
    worksheets: 'emit',
    entries: 'ignore',
  });
  return Object.assign(reader, { workbookRels: [], model: { sheets: [] }, properties: { model: {} } }, parts);
}

/**
 * The first of the two reads of a workbook: its shared strings and styles, wherever the zip keeps them, while its
 * first sheet's rows are counted; past `rowCap` (or the shared strings' cap) it stops, the rest not inflated.
 */
async function workbookParts(file: Readable, rowCap: number): Promise<WorkbookParts> {
  const sharedStrings: ExcelJS.CellValue[] = [];
  const reader = await readerOf(file, { sharedStrings }, true);
  let sheets = 0;
  for await (const event of reader.parse() as AsyncGenerator<ReaderEvent>) {
    if (isSharedString(event)) keep(sharedStrings, event);
    if (event.eventType !== 'worksheet' || sheets++ > 0) continue; // the first sheet only (the others drain)
    let rows = 0;
    for await (const _ of event.value as AsyncIterable<unknown>) if (++rows > rowCap + 1) throw new TooManyRows(rowCap);
  }
  // Any zip passes for an .xlsx until it is read: one without a worksheet is not a workbook.
  if (sheets === 0) throw new Error('no worksheet in the file');
  return {
    sharedStrings,
    styles: 'styles' in reader ? reader.styles : undefined,
    properties: 'properties' in reader ? reader.properties : undefined,
  };
}

/** The second read: the first sheet's rows, with what the first read found (workbookParts). */
async function* xlsxRows(file: Readable, parts: WorkbookParts): AsyncGenerator<SheetRow> {
  const reader = await readerOf(file, parts, false);
  const date1904 = counts1904(reader);
  for await (const { eventType, value } of reader.parse() as AsyncGenerator<ReaderEvent>) {
    if (eventType !== 'worksheet') continue;
    for await (const row of value as AsyncIterable<ExcelJS.Row>)
      yield { row: row.number, cells: rowCells(row, date1904) };
    return;
  }
}

/** The file through a byte counter, failing with it. */
function counted(file: Readable, onBytes: (bytes: number) => void) {
  const through = file.pipe(counting(onBytes));
  file.once('error', (error) => through.destroy(error));
  return through;
}

export interface ReadOptions {
  /** Hears how many bytes of the file have been read so far, for the progress of a long read. */
  onBytes?: (bytes: number) => void;
  /** The most rows a sheet may have below its header: a longer one is refused (TooManyRows) once they are passed. */
  rowCap?: number;
}

/**
 * The rows of a spreadsheet, read as a stream (flat memory however long the file), each with its number and its
 * cells' text; `open` gives the file, twice for an .xlsx (its shared strings and styles first: workbookParts). Blank
 * rows are left out.
 */
export async function* readRows(
  open: () => Promise<Readable>,
  type: SpreadsheetType,
  { onBytes = () => {}, rowCap = Number.POSITIVE_INFINITY }: ReadOptions = {},
): AsyncGenerator<SheetRow> {
  const opened: Readable[] = [];
  const openFile = async (hear: (bytes: number) => void) => {
    const file = await open();
    const through = counted(file, hear);
    opened.push(file, through);
    return through;
  };
  const loosen = tightHeap();
  try {
    let rows: AsyncGenerator<SheetRow>;
    if (type === 'csv') rows = csvRows(await openFile(onBytes), rowCap);
    else {
      const parts = await workbookParts(await openFile(() => {}), rowCap);
      rows = xlsxRows(await openFile(onBytes), parts);
    }
    for await (const row of rows) {
      if (row.cells.some((cell) => cell !== '')) yield row;
    }
  } finally {
    loosen();
    for (const stream of opened) stream.destroy();
  }
}
