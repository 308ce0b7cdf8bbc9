import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { keepStalledCounts } from '../tasks/follow-up-settings.ts';

export const STALLED_COUNTS_JOB = 'stalled-counts';

/**
 * Moves the reports' stall mark on at the start of every hour, and once as the server starts (the mark may be days
 * old after a stop): the students stalled now are then the kept counts and an hour of activity at most.
 */
export async function scheduleStalledCounts(jobs: Jobs, db: Db) {
  await jobs.work(STALLED_COUNTS_JOB, () => keepStalledCounts(db));
  await jobs.schedule(STALLED_COUNTS_JOB, '0 * * * *');
  await jobs.send(STALLED_COUNTS_JOB, {});
}
