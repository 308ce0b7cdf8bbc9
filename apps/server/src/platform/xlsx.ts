import { PassThrough, type Readable } from 'node:stream';
import archiver from 'archiver';

/** One column of a sheet: its header, its width in characters and how a row gives its value. */
export interface XlsxColumn<T> {
  header: string;
  width: number;
  value: (row: T) => string | number | null | undefined;
}

/** Excel holds at most this many characters in a cell; longer text makes it refuse the file. */
const CELL_LIMIT = 32_767;
/** The sheet's XML is written to the zip in pieces of about this size. */
const CHUNK = 64 * 1024;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
/** The least a stylesheet may hold: one font, the two fills Excel expects, one border, one cell format. */
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const workbookXml = (sheetName: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

// Characters XML 1.0 cannot carry at all (control characters, lone surrogates, U+FFFE/U+FFFF): dropped.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to take out.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const SPECIAL = /[&<>"]|_x(?=[0-9A-Fa-f]{4}_)/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', _x: '_x005F_x' };

/**
 * Text as XML character data. `_xHHHH_` is how OOXML spells a character, so a user's literal `_x0041_`
 * has its underscore escaped, and Excel shows what was typed.
 */
function escapeXml(text: string) {
  const clean = text.replace(NOT_XML, '');
  return clean.replace(SPECIAL, (c) => ENTITY[c] ?? c);
}

/** A column's letters: 0 -> A, 25 -> Z, 26 -> AA. */
function columnName(index: number) {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/**
 * A text cell is always an inline string (`t="inlineStr"`) and a number a number: nothing is ever a
 * formula, so a name like `=HYPERLINK(...)` stays the text that was typed.
 */
function cell(ref: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') {
    return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : cell(ref, String(value));
  }
  const text = escapeXml(value.length > CELL_LIMIT ? value.slice(0, CELL_LIMIT) : value);
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;
}

/**
 * Streams a one-sheet `.xlsx` (a zip of the few OOXML parts a spreadsheet needs) with a header row and
 * one row per item of `rows`, read as it is written: memory stays flat however many rows come. An error
 * from `rows` destroys the returned stream.
 */
export function xlsxStream<T>(
  sheetName: string,
  columns: readonly XlsxColumn<T>[],
  rows: AsyncIterable<T> | Iterable<T>,
): Readable {
  const letters = columns.map((_, i) => columnName(i));
  const zip = archiver('zip', { zlib: { level: 1 } });
  const sheet = new PassThrough();
  zip.append(CONTENT_TYPES, { name: '[Content_Types].xml' });
  zip.append(ROOT_RELS, { name: '_rels/.rels' });
  zip.append(workbookXml(sheetName), { name: 'xl/workbook.xml' });
  zip.append(WORKBOOK_RELS, { name: 'xl/_rels/workbook.xml.rels' });
  zip.append(STYLES, { name: 'xl/styles.xml' });
  zip.append(sheet, { name: 'xl/worksheets/sheet1.xml' });
  zip.finalize().catch(() => {});

  const row = (n: number, values: readonly (string | number | null | undefined)[]) => {
    let xml = `<row r="${n}">`;
    for (let i = 0; i < values.length; i++) xml += cell(`${letters[i]}${n}`, values[i]);
    return `${xml}</row>`;
  };

  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        sheet.off('drain', done).off('close', done);
        resolve();
      };
      sheet.once('drain', done).once('close', done);
    });

  async function write() {
    const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`);
    let pending =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      `<cols>${cols.join('')}</cols><sheetData>${row(
        1,
        columns.map((c) => c.header),
      )}`;
    let n = 1;
    for await (const item of rows) {
      n += 1;
      pending += row(
        n,
        columns.map((c) => c.value(item)),
      );
      if (pending.length >= CHUNK) {
        const more = sheet.write(pending);
        pending = '';
        if (!more) await drained();
        if (sheet.destroyed) return;
      }
    }
    sheet.end(`${pending}</sheetData></worksheet>`);
  }

  // A download that stops half-way (the browser went away) ends the sheet, and with it the reading of rows.
  zip.on('close', () => sheet.destroy());
  zip.on('error', (error) => sheet.destroy(error));
  write().catch((error: unknown) => {
    const failure = error instanceof Error ? error : new Error(String(error));
    sheet.destroy(failure);
    zip.destroy(failure);
  });
  return zip;
}
