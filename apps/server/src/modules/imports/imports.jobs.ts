import { eq } from 'drizzle-orm';
import { imports } from '../../db/schema/imports.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { type RunDeps, runImport } from './imports.runner.ts';
import { unfinishedImports } from './imports.service.ts';
import { undoImport } from './imports.undo.ts';

/** The queue of imports and their undos: one job per import, whatever it has to do next. */
export const IMPORT_JOB = 'imports';

/**
 * Works the import queue, and queues again every import a stopped server left unfinished: a run cut short resumes
 * after its last committed batch once its runner's lease has run out, on whichever instance takes the job.
 */
export async function workImports(jobs: Jobs, deps: Omit<RunDeps, 'signal'>) {
  const stopping = new AbortController();
  await jobs.work<{ importId: string }>(IMPORT_JOB, async ({ importId }) => {
    const [job] = await deps.db.select().from(imports).where(eq(imports.id, importId));
    if (job?.status === 'undoing') return undoImport(deps.db, importId);
    if (job?.status !== 'queued' && job?.status !== 'running') return;
    const ran = await runImport({ ...deps, signal: stopping.signal }, importId);
    // Another runner holds it: try again once its lease has run out (it may have been killed).
    if (!ran && job.leaseUntil) {
      await jobs.send(IMPORT_JOB, { importId }, { startAfter: new Date(job.leaseUntil.getTime() + 1000) });
    }
  });
  for (const importId of await unfinishedImports(deps.db)) await jobs.send(IMPORT_JOB, { importId });
  return () => stopping.abort();
}
