import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Db } from './client.ts';
import { statementOf } from './statement-text.ts';

/**
 * Rows as COPY's binary format sends them, left in the bytes they came in: field `c` of row `r` is
 * `data[fields[2 * (r * columns + c)]]` up to (not including) `fields[2 * (r * columns + c) + 1]`, and a
 * null is -1, -1. `fields` is reused: a batch is read before the next is asked for.
 */
export interface CopiedFields {
  data: Buffer;
  fields: Int32Array;
  rows: number;
}

/** "PGCOPY\n\377\r\n\0", then 32 bits of flags and the length of a header extension. */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const HEADER = SIGNATURE.length + 8;

/**
 * COPY takes no parameters, so each is written into the statement as a literal quoted by pg (E'' where it
 * holds a backslash). A quoted literal is of unknown type, as an untyped parameter is: PostgreSQL reads it the
 * same way.
 */
function withLiterals(text: string, params: unknown[]) {
  return text.replace(/\$(\d+)/g, (_, n) => {
    const value = params[Number(n) - 1];
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw new Error(`COPY cannot take the parameter $${n} (${typeof value}).`);
    }
    return pg.escapeLiteral(String(value));
  });
}

/**
 * The rows of `query`, `columns` fields each, read in one statement (`COPY ... TO STDOUT (FORMAT binary)`) on a
 * connection of its own (not the pool's), a batch for each piece that arrives: PostgreSQL sends no faster than they
 * are taken, and no field is decoded, unescaped or copied. A text column's field is its UTF-8 text, so the statement
 * casts every column to text (binary integers, dates and the like are not for this). The connection is closed at
 * the end; stopping early (the caller's loop left, a download given up) closes it too, which ends the statement.
 */
export async function* copyFields(db: Db, query: SQL, columns: number): AsyncGenerator<CopiedFields> {
  const { sql: text, params } = statementOf(query);
  const statement = `copy (${withLiterals(text, params)}) to stdout (format binary)`;
  const client = await ownConnection(db);
  let finished = false;
  try {
    let fields = new Int32Array(0);
    let rest: Buffer | undefined;
    let started = false;
    for await (const chunk of client.query(copyTo(statement)) as AsyncIterable<Buffer>) {
      // A row may be cut between pieces: its start waits for the rest.
      const data: Buffer = rest ? Buffer.concat([rest, chunk]) : chunk;
      let at = 0;
      if (!started) {
        if (data.length < HEADER || data.length < HEADER + data.readUInt32BE(HEADER - 4)) {
          rest = data;
          continue;
        }
        if (!data.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error('COPY sent no binary header.');
        at = HEADER + data.readUInt32BE(HEADER - 4);
        started = true;
      }
      // No row is shorter than its count and its fields' lengths.
      const most = Math.floor((data.length - at) / (2 + 4 * columns)) * 2 * columns;
      if (fields.length < most) fields = new Int32Array(most);
      let rows = 0;
      for (let f = 0; at + 2 <= data.length; rows++) {
        const count = data.readInt16BE(at);
        if (count === -1) break; // the trailer
        if (count !== columns) throw new Error(`COPY sent ${count} fields where ${columns} were expected.`);
        let end = at + 2;
        for (let c = 0; c < columns && end + 4 <= data.length; c++, f += 2) {
          const length = data.readInt32BE(end);
          end += 4;
          fields[f] = length < 0 ? -1 : end;
          fields[f + 1] = length < 0 ? -1 : end + length;
          if (length > 0) end += length;
        }
        if (f < 2 * columns * (rows + 1) || end > data.length) break;
        at = end;
      }
      rest = at < data.length ? data.subarray(at) : undefined;
      if (rows > 0) yield { data, fields, rows };
    }
    finished = true;
  } finally {
    // Closed either way; mid-COPY, closing it is what ends the statement.
    const closing = client.end().catch(() => {});
    if (finished) await closing;
  }
}

/**
 * A connection of its own for one COPY, with the pool's settings: a download goes as fast as its reader takes it (a
 * phone on a slow line), and for that long it holds no connection of the pool the app's requests are served from.
 */
async function ownConnection(db: Db) {
  const pool = (db as Db & { $client: pg.Pool & { options: pg.ClientConfig } }).$client;
  const client = new pg.Client(pool.options);
  // A lost connection fails the statement (the download ends with an error); unheard, it would end the process.
  client.on('error', () => {});
  await client.connect();
  return client;
}
