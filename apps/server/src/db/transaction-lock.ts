import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';

/**
 * The office-wide waits a transaction can take, each held until that transaction ends:
 * - `first-setup`: two first Super Admins typed at once make one account;
 * - `hand-over`: two employees leaving at once, each the other's heir, go one after the other (not a deadlock);
 * - `website-enquiry`: one visitor's two enquiries at once find each other and make one profile;
 * - `auto-assign`: two registrations at once do not both pick the same counselor;
 * - `office-settings`: each settings change reads what it keeps (templates switched off, the other half of the
 *   locale, the audit trail's "before") and writes it back; two at once would lose one.
 */
export type TransactionLock = 'first-setup' | 'hand-over' | 'website-enquiry' | 'auto-assign' | 'office-settings';

export async function transactionLock(tx: Tx, name: TransactionLock) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`studydesk-${name}`}))`);
}
