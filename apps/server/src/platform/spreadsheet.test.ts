import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import {
  NOT_UTF8,
  OLD_OR_PROTECTED,
  readRows,
  recogniseSpreadsheet,
  SHARED_STRINGS_CAP,
  type SheetRow,
  TOO_MANY_TEXTS,
  UTF16,
} from './spreadsheet.ts';

async function rowsOf(content: Buffer, type: 'csv' | 'xlsx', count = Number.POSITIVE_INFINITY) {
  const rows: SheetRow[] = [];
  for await (const row of readRows(async () => Readable.from([content]), type)) {
    rows.push(row);
    if (rows.length === count) break;
  }
  return rows;
}

/** The same workbook with its shared strings after the worksheets: the order Excel itself writes. */
async function excelOrdered(book: ExcelJS.Workbook) {
  const zip = await JSZip.loadAsync(Buffer.from(await book.xlsx.writeBuffer()));
  const names = Object.keys(zip.files);
  const last: string[] = names.filter((n) => n === 'xl/sharedStrings.xml' || n === 'xl/styles.xml');
  const reordered = new JSZip();
  for (const name of [...names.filter((n) => !last.includes(n)), ...last]) {
    reordered.file(name, (await zip.file(name)?.async('nodebuffer')) ?? '');
  }
  return reordered.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const tempFiles = async () => (await readdir(tmpdir())).filter((n) => n.startsWith(`tmp-${process.pid}-`)).length;
/** The temp files once the reader's removals (asynchronous, after the read) are done, 2 s at most. */
async function tempFilesSettled(expected: number) {
  for (let i = 0; i < 20 && (await tempFiles()) !== expected; i++) await new Promise((r) => setTimeout(r, 100));
  return tempFiles();
}

describe('readRows', () => {
  it('leaves no temp file behind, read to its end or stopped early', async () => {
    const book = new ExcelJS.Workbook();
    for (const name of ['First', 'Second']) {
      const sheet = book.addWorksheet(name);
      sheet.addRow(['Name', 'Phone']);
      for (let i = 0; i < 50; i++) sheet.addRow([`${name} ${i}`, `01711${i}`]);
    }
    const content = await excelOrdered(book);
    const before = await tempFiles();
    // the worksheet is read where the zip has it, never first inflated to disk (a zip bomb's gigabytes)
    const reading = readRows(async () => Readable.from([content]), 'xlsx');
    expect((await reading.next()).value?.cells).toEqual(['Name', 'Phone']);
    expect(await tempFiles()).toBe(before);
    await reading.return(undefined);
    expect((await rowsOf(content, 'xlsx', 3)).map((r) => r.cells[0])).toEqual(['Name', 'First 0', 'First 1']);
    expect(await tempFilesSettled(before)).toBe(before);
    expect(await rowsOf(content, 'xlsx')).toHaveLength(51);
    expect(await tempFilesSettled(before)).toBe(before);
  });

  it('numbers CSV rows as a spreadsheet program shows them, after a cell of two lines and a blank line', async () => {
    const rows = await rowsOf(Buffer.from('Name,Notes\r\nA,"two\r\nlines"\r\n\r\nB,x\r\n'), 'csv');
    expect(rows.map((r) => [r.row, r.cells[0]])).toEqual([
      [1, 'Name'],
      [2, 'A'],
      [4, 'B'],
    ]);
  });

  it('refuses a CSV file not saved as UTF-8, wherever its first other byte is', async () => {
    const latin1 = Buffer.concat([
      Buffer.from(`Name\r\n${'Rahim\r\n'.repeat(5000)}`),
      Buffer.from('Jos\xe9\r\n', 'latin1'),
    ]);
    await expect(rowsOf(latin1, 'csv')).rejects.toThrow(NOT_UTF8);
  });

  it('reads a date a formula makes in a date cell as the date', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Leads');
    sheet.addRow(['Name', 'DOB']);
    sheet.addRow(['Born Formula', { formula: 'DATE(2001,11,24)', result: 37219 }]);
    sheet.getCell('B2').numFmt = 'dd/mm/yyyy';
    const content = await excelOrdered(book);
    expect((await rowsOf(content, 'xlsx'))[1]?.cells).toEqual(['Born Formula', '2001-11-24']);
  });

  it('refuses a workbook of more shared strings than the cap', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Leads').addRow(['Name']);
    const zip = await JSZip.loadAsync(await excelOrdered(book));
    const many = '<si><t>x</t></si>'.repeat(SHARED_STRINGS_CAP + 1);
    zip.file(
      'xl/sharedStrings.xml',
      `<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${many}</sst>`,
    );
    const content = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    await expect(rowsOf(content, 'xlsx')).rejects.toThrow(TOO_MANY_TEXTS);
  }, 30_000);
});

describe('recogniseSpreadsheet', () => {
  it('names why a file is not a CSV UTF-8 or an .xlsx', () => {
    expect(recogniseSpreadsheet(Buffer.from('Name\nJos\xe9 P\xe9rez\n', 'latin1'), undefined)).toEqual({
      refusal: NOT_UTF8,
    });
    expect(recogniseSpreadsheet(Buffer.from('\ufeffName\n', 'utf16le'), 'audio/mpeg')).toEqual({ refusal: UTF16 });
    expect(recogniseSpreadsheet(Buffer.from('Name\n', 'utf16le'), undefined)).toEqual({ refusal: UTF16 });
    expect(recogniseSpreadsheet(Buffer.from('d0cf11e0a1b11ae1', 'hex'), 'application/x-cfb')).toEqual({
      refusal: OLD_OR_PROTECTED,
    });
    expect(recogniseSpreadsheet(Buffer.from('Name\nJosé\n'), undefined)).toEqual({ type: 'csv' });
  });
});
