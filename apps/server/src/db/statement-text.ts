import { Column, Param, Placeholder, type Query, SQL, StringChunk, Table } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

const casing = new CasingCache();

/** A piece as drizzle writes it (`PgDialect.sqlToQuery`'s settings: no casing rule), its values numbered from `from`. */
const drizzleWrites = (chunk: unknown, from: number) =>
  new SQL([chunk as SQL]).toQuery({
    casing,
    escapeName: dialect.escapeName,
    escapeParam: dialect.escapeParam,
    escapeString: dialect.escapeString,
    paramStartIndex: { value: from },
  });

/** A column's or a table's name as drizzle writes it: the same object always writes the same. */
const namesWritten = new WeakMap<object, string>();

const VALUE_TYPES = new Set(['string', 'number', 'boolean', 'bigint']);

/** Whether a statement writes its values into its text (`sql\`...\`.inlineParams()`, a flag drizzle keeps private). */
const inlinesValues = (statement: SQL) => (statement as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

function bind(value: unknown, into: Query) {
  into.params.push(value);
  into.sql += dialect.escapeParam(into.params.length - 1);
}

function write(chunk: unknown, into: Query): void {
  if (chunk instanceof StringChunk) {
    into.sql += chunk.value.join('');
  } else if (chunk instanceof SQL && !inlinesValues(chunk)) {
    for (const inner of chunk.queryChunks) write(inner, into);
  } else if (chunk === undefined) {
    // drizzle writes nothing for it
  } else if (chunk === null || VALUE_TYPES.has(typeof chunk)) {
    bind(chunk, into);
  } else if (Array.isArray(chunk)) {
    into.sql += '(';
    for (const [i, item] of chunk.entries()) {
      if (i > 0) into.sql += ', ';
      write(item, into);
    }
    into.sql += ')';
  } else if (chunk instanceof Column || chunk instanceof Table) {
    let name = namesWritten.get(chunk);
    if (name === undefined) {
      name = drizzleWrites(chunk, 0).sql;
      namesWritten.set(chunk, name);
    }
    into.sql += name;
  } else if (chunk instanceof Param && !(chunk.value instanceof Placeholder)) {
    const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
    if (value instanceof SQL) write(value, into);
    else bind(value, into);
  } else {
    const written = drizzleWrites(chunk, into.params.length);
    into.sql += written.sql;
    into.params.push(...written.params);
  }
}

/**
 * A statement's text and parameters, the same as `PgDialect.sqlToQuery` gives. drizzle tests every piece of a
 * statement against up to a dozen of its classes by walking the piece's class chain, and a page of students is a few
 * hundred pieces: about 90 µs of the main thread a request (16% of a Super Admin's list under load, issue 21). The
 * pieces our statements are made of (text, nested statements, values, columns, tables, bound values) are written
 * here by `instanceof`, a column's or table's name once; any other piece (an alias, a subquery, an identifier, a
 * placeholder) by drizzle itself.
 */
export function statementOf(query: SQL): Query {
  const into: Query = { sql: '', params: [] };
  write(query, into);
  return into;
}
