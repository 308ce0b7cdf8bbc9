import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import archiver from 'archiver';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { startEmbedded } from '../db/embedded.ts';
import { quantity } from '../platform/quantity.ts';
import { VERSION } from '../server-package.ts';
import { dumpDatabase } from './snapshot.ts';

/**
 * `npm run backup [-- --out FILE]`: the database and the stored files in one .tar.gz (manifest.json, db/, files/).
 * Runs beside a running server. The database is read in one snapshot first, the files after it: files are only
 * ever added under new names, so every document row of the snapshot finds its file in the archive.
 */
export async function backup(out: string) {
  const config = loadConfig();
  const log = pino({ level: 'warn' });
  if (!config.DATABASE_URL && !existsSync(path.join(config.dataDir, 'pg', 'PG_VERSION'))) {
    throw new Error(`There is no StudyDesk database in ${config.dataDir} to back up (set DATA_DIR or DATABASE_URL).`);
  }
  const staging = await mkdtemp(path.join(path.dirname(out), '.studydesk-backup-'));
  try {
    const running = config.DATABASE_URL
      ? { url: config.DATABASE_URL, stop: async () => {} }
      : await startEmbedded(config.dataDir, config.EMBEDDED_PG_PORT, log, { reuseRunning: true });
    const database = await dumpDatabase(running.url, staging).finally(() => running.stop());

    const filesDir = path.join(config.dataDir, 'files');
    const files = config.S3_BUCKET ? [] : await storedFiles(filesDir);
    const manifest = {
      format: 'studydesk-backup',
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      studydeskVersion: VERSION,
      database,
      files: config.S3_BUCKET
        ? { storage: 's3', included: false, count: 0, bytes: 0 }
        : { storage: 'local', included: true, count: files.length, bytes: files.reduce((n, f) => n + f.size, 0) },
    };
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));

    const archive = archiver('tar', { gzip: true });
    archive.on('warning', (error) => {
      // A file removed since it was listed was a failed upload's; anything else fails the backup.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') archive.emit('error', error);
    });
    const partial = `${out}.partial`;
    const written = pipeline(archive, createWriteStream(partial));
    archive.file(path.join(staging, 'manifest.json'), { name: 'manifest.json' });
    archive.directory(path.join(staging, 'db'), 'db');
    for (const f of files) archive.file(path.join(filesDir, f.name), { name: `files/${f.name}` });
    await archive.finalize();
    await written;
    await rename(partial, out);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Every complete file in local storage (a `.partial` one is an upload still being written). */
async function storedFiles(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files: { name: string; size: number }[] = [];
  for (const e of entries) {
    if (!e.isFile() || e.name.endsWith('.partial')) continue;
    const full = path.join(e.parentPath, e.name);
    const found = await stat(full).catch(() => null);
    if (found) files.push({ name: path.relative(dir, full).split(path.sep).join('/'), size: found.size });
  }
  return files;
}

/** The command's options, or its usage and exit 2 for any other. */
function options() {
  try {
    return parseArgs({ options: { out: { type: 'string' } } }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\nUsage: npm run backup [-- --out FILE]`);
    return process.exit(2);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const values = options();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = path.resolve(values.out ?? `studydesk-backup-${stamp}.tar.gz`);
  try {
    const manifest = await backup(out);
    const rows = Object.values(manifest.database.tables).reduce((a, b) => a + b, 0);
    const files = manifest.files.included
      ? quantity(manifest.files.count, 'file')
      : 'no files (they are in the S3 bucket)';
    console.log(
      `Backup written to ${out}: ${quantity(rows, 'row')} in ${quantity(Object.keys(manifest.database.tables).length, 'table')}, ${files}.`,
    );
  } catch (error) {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
