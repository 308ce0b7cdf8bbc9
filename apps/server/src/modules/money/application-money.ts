import { toMinor } from '@studydesk/shared/money';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { partners } from '../../db/schema/money.ts';
import { recordAudit } from '../audit/audit.service.ts';

/** An application's money fields as the form sends them. */
interface ApplicationMoneyInput {
  b2b?: string;
  tuitionFee?: string;
  tuitionCurrency?: string;
}

/**
 * The partner the B2B field names, by name whatever its case; a name no partner has yet becomes a partner with no
 * share (the API's earlier callers send free text; the form picks from the partners). '' names none.
 *
 * Its name is read under a share lock held to the end of the application's transaction, so a rename (which locks
 * the partner to write its name into the applications that name it) either waits for this application and renames
 * it too, or is waited for and its new name taken. The lock is taken by id: a lock by name would, after waiting for
 * a rename, find no partner of the former name and make a new one of it.
 */
async function partnerNamed(tx: Tx, name: string, actorId: string): Promise<{ b2b: string; partnerId: string | null }> {
  if (name === '') return { b2b: '', partnerId: null };
  const [named] = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(sql`lower(${partners.name}) = lower(${name})`);
  if (named) {
    const [found] = await tx
      .select({ id: partners.id, name: partners.name })
      .from(partners)
      .where(eq(partners.id, named.id))
      .for('share');
    // Deleted meanwhile (a partner nothing names): look the name up again.
    return found ? { b2b: found.name, partnerId: found.id } : partnerNamed(tx, name, actorId);
  }
  const [made] = await tx
    .insert(partners)
    .values({ name })
    .onConflictDoNothing()
    .returning({ id: partners.id, name: partners.name });
  if (!made) return partnerNamed(tx, name, actorId);
  await recordAudit(tx, { actorId, recordType: 'partner', recordId: made.id, action: 'created', after: { name } });
  return { b2b: made.name, partnerId: made.id };
}

/** The money columns of an application. */
interface ApplicationMoneyColumns {
  b2b?: string;
  partnerId?: string | null;
  tuitionFeeMinor?: number | null;
  tuitionCurrency?: string | null;
}

/** The columns of the money fields sent (only those), for an application's insert or update. */
export async function applicationMoneyColumns(
  tx: Tx,
  input: ApplicationMoneyInput,
  actorId: string,
): Promise<ApplicationMoneyColumns> {
  const { b2b, tuitionFee, tuitionCurrency } = input;
  return {
    ...(b2b === undefined ? {} : await partnerNamed(tx, b2b, actorId)),
    ...(tuitionFee === undefined
      ? {}
      : {
          tuitionFeeMinor: tuitionFee && tuitionCurrency ? toMinor(tuitionFee, tuitionCurrency) : null,
          tuitionCurrency: tuitionFee && tuitionCurrency ? tuitionCurrency : null,
        }),
  };
}
