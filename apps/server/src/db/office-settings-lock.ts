import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';

/**
 * Makes the office's settings changes wait for each other until the caller's transaction ends. Each reads the
 * settings it keeps (the templates switched off, the other half of the office's locale, the audit trail's "before")
 * and writes them back: two at once would each write what the other had not yet saved, and one change be lost.
 */
export async function lockOfficeSettings(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('studydesk-office-settings'))`);
}
