import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/** A row of COPY's text format: each column as PostgreSQL's text of it, or null. */
export type CopiedRow = (string | null)[];

/** What COPY's text format writes for a character it escapes; any other escaped character is itself. */
const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

function columnsOf(line: string): CopiedRow {
  const columns: CopiedRow = line.split('\t');
  for (let i = 0; i < columns.length; i++) {
    const text = columns[i] as string;
    if (text.includes('\\')) columns[i] = text === '\\N' ? null : text.replace(/\\(.)/g, (_, c) => ESCAPES[c] ?? c);
  }
  return columns;
}

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
 * The rows of `query`, read in one statement (`COPY ... TO STDOUT`) on a connection of its own, a batch for
 * each piece that arrives: PostgreSQL sends no faster than they are taken, and no row is parsed into an
 * object. Stopping early (the caller's loop left, a download given up) closes that connection, which ends
 * the statement; otherwise it goes back to the pool.
 */
export async function* copyRows(db: Db, query: SQL): AsyncGenerator<CopiedRow[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const statement = `copy (${withLiterals(text, params)}) to stdout`;
  const client = await (db as Db & { $client: pg.Pool }).$client.connect();
  let finished = false;
  try {
    let rest = Buffer.alloc(0);
    for await (const chunk of client.query(copyTo(statement)) as AsyncIterable<Buffer>) {
      // A row may be cut between pieces (even inside a character): only whole lines are decoded.
      const end = chunk.lastIndexOf(10);
      if (end < 0) {
        rest = Buffer.concat([rest, chunk]);
        continue;
      }
      const lines = Buffer.concat([rest, chunk.subarray(0, end)])
        .toString()
        .split('\n');
      rest = Buffer.from(chunk.subarray(end + 1));
      yield lines.map(columnsOf);
    }
    finished = true;
  } finally {
    // Mid-COPY the connection cannot serve another query: it is closed instead of handed back.
    client.release(!finished);
  }
}
