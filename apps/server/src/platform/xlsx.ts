import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw } from 'node:zlib';
import type { CopiedFields } from '../db/copy.ts';

/** One column of a sheet: its header, its width in characters and how a row gives its value. */
export interface XlsxColumn<T> {
  header: string;
  width: number;
  value: (row: T) => string | number | null | undefined;
}

/** Excel holds at most this many characters in a cell; longer text makes it refuse the file. */
const CELL_LIMIT = 32_767;
/**
 * The sheet's XML goes to the compressor in pieces of about this size, and comes out in pieces of a quarter of
 * it: each piece costs the main thread a round trip to zlib's thread (64 KB in, 16 KB out took twice as long).
 */
const CHUNK = 256 * 1024;

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
/** Anything either replacement would touch: most text has none, and is written as it is. */
const ANYTHING =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters NOT_XML takes out.
  /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]|_x/;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', _x: '_x005F_x' };

/**
 * Text as XML character data. `_xHHHH_` is how OOXML spells a character, so a user's literal `_x0041_`
 * has its underscore escaped, and Excel shows what was typed.
 */
function escapeXml(text: string) {
  if (!ANYTHING.test(text)) return text;
  return text.replace(NOT_XML, '').replace(SPECIAL, (c) => ENTITY[c] ?? c);
}

/** A column's letters: 0 -> A, 25 -> Z, 26 -> AA. */
function columnName(index: number) {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Spreadsheets drop a text's leading and trailing spaces (and tabs, line breaks) unless told to keep them. */
const edgeSpace = (text: string) => text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32;

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
  return edgeSpace(text)
    ? `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`
    : `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
}

/** The sheet's XML up to its first row, and its header row. */
function sheetStart(columns: readonly { header: string; width: number }[]) {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cols>' +
    columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('') +
    `</cols><sheetData><row r="1">${columns.map((c, i) => cell(`${columnName(i)}1`, c.header)).join('')}</row>`
  );
}
const SHEET_END = '</sheetData></worksheet>';

async function* sheetXml<T>(columns: readonly XlsxColumn<T>[], batches: AsyncIterable<readonly T[]>) {
  const letters = columns.map((_, i) => columnName(i));
  let xml = sheetStart(columns);
  let n = 1;
  for await (const batch of batches) {
    for (const item of batch) {
      // The row's number is made a string once, not once a cell.
      n += 1;
      const r = String(n);
      xml += `<row r="${r}">`;
      for (let i = 0; i < columns.length; i++) xml += cell(letters[i] + r, (columns[i] as XlsxColumn<T>).value(item));
      xml += '</row>';
      if (xml.length >= CHUNK / 2) {
        yield Buffer.from(xml);
        xml = '';
      }
    }
  }
  yield Buffer.from(xml + SHEET_END);
}

/** A column whose cells come as text in bytes (COPY's fields): written as text, or as a number when `number`. */
export interface XlsxFieldColumn {
  header: string;
  width: number;
  number?: boolean;
}

const bytes = (text: string) => Buffer.from(text, 'latin1');
const ROW_END = bytes('</row>');
const NUMBER_END = bytes('</v></c>');
const TEXT_END = bytes('</t></is></c>');
/** The bytes with which a text may need more than copying: controls, `"&<>`, `_` of `_x`, 0xEF of U+FFFE/U+FFFF. */
const SUSPECT = new Uint8Array(256);
for (const b of [...Array(32).keys(), ...bytes('"&<>_'), 0xef]) SUSPECT[b] = 1;

function put(out: Buffer, at: number, piece: Uint8Array) {
  out.set(piece, at);
  return at + piece.length;
}

/** Whether bytes are an integer as `String(Number(text))` writes it (no leading 0, no -0): copied, they are that. */
function canonicalInteger(data: Buffer, start: number, end: number) {
  const first = data[start] === 0x2d ? start + 1 : start;
  if (end - first < 1 || end - first > 15 || (data[first] === 0x30 && end > start + 1)) return false;
  for (let i = first; i < end; i++) if (!((data[i] as number) >= 0x30 && (data[i] as number) <= 0x39)) return false;
  return true;
}

/** The markup that holds a row's number, as bytes, its digits rewritten in place from one row to the next. */
class RowMarks {
  row = bytes('');
  text = bytes('');
  spaced = bytes('');
  number = bytes('');

  set(n: number) {
    const digits = String(n);
    if (digits.length !== this.number.length - 5) {
      this.row = bytes(`<row r="${digits}">`);
      this.text = bytes(`${digits}" t="inlineStr"><is><t>`);
      this.spaced = bytes(`${digits}" t="inlineStr"><is><t xml:space="preserve">`);
      this.number = bytes(`${digits}"><v>`);
      return;
    }
    for (let i = 0; i < digits.length; i++) {
      const digit = digits.charCodeAt(i);
      this.row[8 + i] = digit;
      this.text[i] = digit;
      this.spaced[i] = digit;
      this.number[i] = digit;
    }
  }
}

/**
 * Sheet rows written from COPY's bytes as they are: a plain text (the usual) or an integer is copied between
 * its markup, so a row allocates nothing. A text with anything `escapeXml` would change, or long enough that
 * `cell` may cut it, goes through `cell`: the XML is the same, byte for byte, as `sheetXml` writes for the
 * same strings.
 */
class FieldRows {
  out = Buffer.allocUnsafe(CHUNK * 2);
  at = 0;
  private n = 1;
  private readonly marks = new RowMarks();
  private readonly refs: Buffer[];

  constructor(private readonly columns: readonly XlsxFieldColumn[]) {
    this.refs = columns.map((_, i) => bytes(`<c r="${columnName(i)}`));
  }

  /** The cell through `cell`, as `sheetXml` writes it. */
  private putCell(at: number, c: number, text: string) {
    const column = this.columns[c] as XlsxFieldColumn;
    return at + this.out.write(cell(columnName(c) + this.n, column.number ? Number(text) : text), at);
  }

  /** Writes rows of `batch` from `from` until the buffer holds a chunk; answers the row to go on from. */
  write({ data, fields, rows }: CopiedFields, from: number) {
    const count = this.columns.length;
    const marks = this.marks;
    let r = from;
    for (; r < rows && this.at < CHUNK; r++) {
      const first = 2 * count * r;
      // Room for the row at its largest: escaping makes at most 6 bytes of one (`"` is `&quot;`).
      let room = 32 + 100 * count;
      for (let f = first; f < first + 2 * count; f += 2)
        room += 6 * ((fields[f + 1] as number) - (fields[f] as number));
      if (this.at + room > this.out.length) {
        if (this.at > 0) break;
        this.out = Buffer.allocUnsafe(room);
      }
      this.n += 1;
      marks.set(this.n);
      const out = this.out;
      let at = put(out, this.at, marks.row);
      for (let c = 0; c < count; c++) {
        const start = fields[first + 2 * c] as number;
        const end = fields[first + 2 * c + 1] as number;
        if (start >= end) continue; // null or empty: no cell
        if ((this.columns[c] as XlsxFieldColumn).number) {
          if (canonicalInteger(data, start, end)) {
            at = put(out, put(out, at, this.refs[c] as Buffer), marks.number);
            for (let i = start; i < end; i++) out[at++] = data[i] as number;
            at = put(out, at, NUMBER_END);
          } else at = this.putCell(at, c, data.toString('utf8', start, end));
          continue;
        }
        const opened = at;
        const spaced = data[start] === 0x20 || data[end - 1] === 0x20;
        at = put(out, put(out, at, this.refs[c] as Buffer), spaced ? marks.spaced : marks.text);
        let plain = end - start <= CELL_LIMIT;
        for (let i = start; i < end && plain; i++) {
          const b = data[i] as number;
          if (SUSPECT[b] === 1) {
            if (b === 0x5f) plain = i + 1 === end || data[i + 1] !== 0x78;
            else if (b === 0xef) plain = data[i + 1] !== 0xbf || ((data[i + 2] as number) & 0xfe) !== 0xbe;
            else plain = false;
          }
          out[at++] = b;
        }
        at = plain ? put(out, at, TEXT_END) : this.putCell(opened, c, data.toString('utf8', start, end));
      }
      this.at = put(out, at, ROW_END);
    }
    return r;
  }

  /** Hands over what was written; the next row starts a new buffer. */
  take() {
    const taken = this.out.subarray(0, this.at);
    this.out = Buffer.allocUnsafe(CHUNK * 2);
    this.at = 0;
    return taken;
  }
}

async function* sheetOfFields(columns: readonly XlsxFieldColumn[], batches: AsyncIterable<CopiedFields>) {
  const rows = new FieldRows(columns);
  rows.at = rows.out.write(sheetStart(columns));
  for await (const batch of batches) {
    for (let r = 0; r < batch.rows; ) {
      r = rows.write(batch, r);
      if (r < batch.rows) yield rows.take();
    }
    if (rows.at >= CHUNK) yield rows.take();
  }
  rows.at += rows.out.write(SHEET_END, rows.at);
  yield rows.take();
}

/** Zip's date and time fields (local time, two-second steps). */
function dosTime(date: Date) {
  const time = (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1);
  const day = ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate();
  return { time, day };
}

/** Zip's 32-bit sizes: a sheet this large would need ZIP64, which no export of ours comes near. */
const ZIP_LIMIT = 0xffff_ffff;

/**
 * A zip of `parts`, deflated, streamed as it is made. Each part's size and checksum follow its data (a data
 * descriptor), so nothing is held in memory but the chunk being compressed.
 */
async function* zip(parts: { name: string; body: AsyncIterable<Buffer> }[]) {
  const { time, day } = dosTime(new Date());
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: deflate
    local.writeUInt16LE(0x0808, 6); // sizes in a data descriptor; UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(day, 12);
    local.writeUInt16LE(name.length, 26);
    yield local;
    yield name;

    let crc = 0;
    let size = 0;
    let compressed = 0;
    const deflate = createDeflateRaw({ level: 1, chunkSize: CHUNK / 4 });
    const body = part.body;
    async function* counted() {
      for await (const chunk of body) {
        crc = crc32(chunk, crc);
        size += chunk.length;
        yield chunk;
      }
    }
    const feeding = pipeline(Readable.from(counted()), deflate);
    // Its failure also ends the loop below, which reports it; given up early, nobody awaits it.
    feeding.catch(() => {});
    for await (const chunk of deflate as AsyncIterable<Buffer>) {
      compressed += chunk.length;
      yield chunk;
    }
    await feeding;
    if (size > ZIP_LIMIT || offset + compressed > ZIP_LIMIT) throw new Error('The sheet is too large for a zip.');

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    yield descriptor;

    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // made by
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0808, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt16LE(time, 12);
    entry.writeUInt16LE(day, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(compressed, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += local.length + name.length + compressed + descriptor.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield directory;
  yield end;
}

async function* fixed(text: string) {
  yield Buffer.from(text);
}

/** Rows one at a time as batches: a list is one batch, each row of an async source a batch of its own. */
async function* batchesOf<T>(rows: AsyncIterable<T> | Iterable<T>) {
  if (Symbol.iterator in rows) yield Array.from(rows);
  else for await (const row of rows) yield [row];
}

function workbook(sheetName: string, sheet: AsyncIterable<Buffer>) {
  return Readable.from(
    zip([
      { name: '[Content_Types].xml', body: fixed(CONTENT_TYPES) },
      { name: '_rels/.rels', body: fixed(ROOT_RELS) },
      { name: 'xl/workbook.xml', body: fixed(workbookXml(sheetName)) },
      { name: 'xl/_rels/workbook.xml.rels', body: fixed(WORKBOOK_RELS) },
      { name: 'xl/styles.xml', body: fixed(STYLES) },
      { name: 'xl/worksheets/sheet1.xml', body: sheet },
    ]),
  );
}

/**
 * Streams a one-sheet `.xlsx` (a zip of the few OOXML parts a spreadsheet needs) with a header row and
 * one row per item of `rows`, read as it is written and only as fast as the reader takes it: memory stays
 * flat however many rows come. An error from `rows` destroys the returned stream; destroying the stream
 * (a download given up) stops the reading of rows.
 */
export function xlsxStream<T>(
  sheetName: string,
  columns: readonly XlsxColumn<T>[],
  rows: AsyncIterable<T> | Iterable<T>,
): Readable {
  return workbook(sheetName, sheetXml(columns, batchesOf(rows)));
}

/**
 * `xlsxStream` of COPY's rows (`copyFields`), one column a field, for the large exports: the rows' bytes become
 * the sheet's without being decoded (docs/decisions.md, "Exports stream from COPY"). A null or empty field is
 * no cell.
 */
export function xlsxStreamOfFields(
  sheetName: string,
  columns: readonly XlsxFieldColumn[],
  batches: AsyncIterable<CopiedFields>,
): Readable {
  return workbook(sheetName, sheetOfFields(columns, batches));
}
