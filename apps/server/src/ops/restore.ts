import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { startEmbedded } from '../db/embedded.ts';
import { quantity } from '../platform/quantity.ts';
import { type DatabaseManifest, isEmptyDatabase, loadDatabase } from './snapshot.ts';

/**
 * `npm run restore FILE`: a backup of `npm run backup` into an EMPTY data directory (and, with DATABASE_URL,
 * an empty database); then `npm start` with the same settings serves it. It never writes over anything.
 */
export async function restore(file: string) {
  const config = loadConfig();
  const log = pino({ level: 'warn' });
  if (!existsSync(file)) throw new Error(`There is no file ${file}.`);
  const present = await readdir(config.dataDir).catch(() => []);
  if (present.length > 0) {
    throw new Error(
      `The data directory ${config.dataDir} is not empty. Restore writes only into an empty or new directory, so that nothing is overwritten: set DATA_DIR to a new one.`,
    );
  }
  if (config.DATABASE_URL && !(await isEmptyDatabase(config.DATABASE_URL))) {
    throw new Error('The database of DATABASE_URL is not empty. Restore writes only into a new, empty database.');
  }
  await mkdir(config.dataDir, { recursive: true });
  // Next to the data directory, so the files are moved into place, not copied.
  const staging = await mkdtemp(path.join(path.dirname(config.dataDir), '.studydesk-restore-'));
  try {
    const untar = spawnSync('tar', ['-xzf', path.resolve(file), '-C', staging], { encoding: 'utf8' });
    if (untar.status !== 0) throw new Error(`${file} is not a readable backup: ${untar.stderr.trim()}`);
    const manifest = JSON.parse(await readFile(path.join(staging, 'manifest.json'), 'utf8').catch(() => '{}')) as {
      format?: string;
      database: DatabaseManifest;
      files: { included: boolean; count: number };
    };
    if (manifest.format !== 'studydesk-backup') throw new Error(`${file} is not a StudyDesk backup.`);

    const running = config.DATABASE_URL
      ? { url: config.DATABASE_URL, stop: async () => {} }
      : await startEmbedded(config.dataDir, config.EMBEDDED_PG_PORT, log);
    await loadDatabase(running.url, staging, manifest.database).finally(() => running.stop());
    if (existsSync(path.join(staging, 'files')))
      await rename(path.join(staging, 'files'), path.join(config.dataDir, 'files'));
    if (config.S3_BUCKET && manifest.files.count > 0) {
      log.warn(`S3_BUCKET is set: the backup's files were put in ${config.dataDir}/files, copy them to the bucket.`);
    }
    return manifest;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason} Nothing was restored; empty ${config.dataDir} before trying again.`);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

const USAGE = 'Usage: npm run restore FILE (into the DATA_DIR, or DATABASE_URL, of the environment)';

/** The one file to restore, or the usage and exit 2 for anything else. */
function fileArgument() {
  try {
    const { positionals } = parseArgs({ allowPositionals: true });
    if (positionals.length === 1 && positionals[0]) return positionals[0];
    console.error(USAGE);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  return process.exit(2);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = fileArgument();
  try {
    const manifest = await restore(file);
    const students = manifest.database.tables.students ?? 0;
    console.log(
      `Restored ${file} (made ${manifest.files.included ? 'with' : 'without'} files): ${quantity(students, 'student')}. Start the server with the same DATA_DIR${process.env.DATABASE_URL ? ' and DATABASE_URL' : ''}.`,
    );
  } catch (error) {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
