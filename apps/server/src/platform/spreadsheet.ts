import { PassThrough, type Readable, Transform } from 'node:stream';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { tightHeap } from './heap.ts';

/** The two kinds of spreadsheet an office brings in (issue 19). */
export type SpreadsheetType = 'csv' | 'xlsx';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * What a file is, by its first bytes and what file-type made of them: an .xlsx workbook (any zip: a broken one is
 * caught by the reader), or text that could be CSV (no NUL byte, valid UTF-8 apart from a cut last character).
 */
export function recogniseSpreadsheet(head: Buffer, detectedMime: string | undefined): SpreadsheetType | undefined {
  if (detectedMime === XLSX || detectedMime === 'application/zip') return 'xlsx';
  if (detectedMime || head.includes(0)) return undefined;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 4)));
    return 'csv';
  } catch {
    return undefined;
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

async function* csvRows(file: Readable): AsyncGenerator<SheetRow> {
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await chunks.next();
  if (first.done) return;
  const parser = parse({
    bom: true,
    delimiter: separatorOf(first.value.toString('utf8')),
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
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
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    yield { row: info.lines, cells: record.map((cell) => cell.trim()) };
  }
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
 * The workbook's shared strings (every text of the sheet, read before its rows) as plain copies: the parser's pieces
 * keep the chunks of XML they were cut from alive, several times the size of the texts themselves.
 */
function compact({ sharedStrings }: { sharedStrings?: ExcelJS.CellValue[] }) {
  if (!sharedStrings) return;
  for (const [i, text] of sharedStrings.entries()) {
    if (typeof text === 'string') sharedStrings[i] = Buffer.from(text, 'utf8').toString('utf8');
  }
}

async function* xlsxRows(file: Readable): AsyncGenerator<SheetRow> {
  // Loaded with the first spreadsheet read, not at every start of the server (a fifth of a second).
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache', // a date is a number in a date format: without the styles it reads as 36892
    worksheets: 'emit',
    entries: 'emit',
  });
  let sheets = 0;
  for await (const sheet of workbook) {
    sheets++;
    compact(workbook as unknown as { sharedStrings?: ExcelJS.CellValue[] });
    for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
      const values = row.values as ExcelJS.CellValue[];
      yield {
        row: row.number,
        cells: Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1])),
      };
    }
    break; // the first sheet only
  }
  // Any zip passes for an .xlsx until it is read: one without a worksheet is not a workbook.
  if (sheets === 0) throw new Error('no worksheet in the file');
}

/**
 * The rows of a spreadsheet, read as a stream (flat memory however long the file), each with its number and its
 * cells' text; `onBytes` hears how many bytes of the file have been read so far. Blank rows are left out.
 */
export async function* readRows(
  file: Readable,
  type: SpreadsheetType,
  onBytes: (bytes: number) => void = () => {},
): AsyncGenerator<SheetRow> {
  const counted = file.pipe(counting(onBytes));
  file.once('error', (error) => counted.destroy(error));
  const loosen = tightHeap();
  try {
    for await (const row of type === 'csv' ? csvRows(counted) : xlsxRows(counted)) {
      if (row.cells.some((cell) => cell !== '')) yield row;
    }
  } finally {
    loosen();
    file.destroy();
    counted.destroy();
  }
}
