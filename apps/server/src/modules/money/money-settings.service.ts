import { ErrorCode } from '@studydesk/shared/errors';
import type { OfficeProfile, Rate, rateInputSchema } from '@studydesk/shared/money';
import { officeProfileSchema } from '@studydesk/shared/money';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { officeSettings } from '../../db/schema/follow-ups.ts';
import { exchangeRates } from '../../db/schema/money.ts';
import { transactionLock } from '../../db/transaction-lock.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';

// The office's money settings (issue 18): the name, address and currency printed on claims and receipts, and the
// monthly conversion rates entered by hand for reports.

const PROFILE_KEY = 'officeProfile';
const DEFAULT_PROFILE: OfficeProfile = { name: 'StudyDesk office', address: '', currency: 'BDT' };

/** The office's name, address and currency as saved, else the defaults (claim PDFs read this too). */
export async function officeProfile(db: Db | Tx): Promise<OfficeProfile> {
  const [row] = await db.select().from(officeSettings).where(eq(officeSettings.key, PROFILE_KEY));
  const saved = officeProfileSchema.safeParse(row?.value);
  return saved.success ? saved.data : DEFAULT_PROFILE;
}

export async function saveOfficeProfile(db: Db, profile: OfficeProfile, actor: Actor) {
  return db.transaction(async (tx) => {
    await transactionLock(tx, 'office-settings');
    const before = await officeProfile(tx);
    await tx
      .insert(officeSettings)
      .values({ key: PROFILE_KEY, value: profile })
      .onConflictDoUpdate({ target: officeSettings.key, set: { value: profile } });
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'settings',
      recordId: 'office-profile',
      action: 'updated',
      before,
      after: profile,
    });
    return profile;
  });
}

type RateRow = typeof exchangeRates.$inferSelect;

/** A rate's month is stored as its first day; answered as 'YYYY-MM'. */
const rateOf = (row: RateRow): Rate => ({
  month: row.month.slice(0, 7),
  currency: row.currency,
  rate: Number(row.rate),
});

/** The trail names the currency a rate is in: the same month and currency may have one per office currency. */
const auditedRate = (row: RateRow) => ({ ...rateOf(row), base: row.base });

/**
 * The rates of a year (or every one) into the office's current currency, by month then currency: those entered
 * against an earlier currency do not apply (and come back if the office changes back).
 */
export async function listRates(db: Db, year: number | undefined) {
  const { currency: office } = await officeProfile(db);
  const rows = await db
    .select()
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.base, office),
        year === undefined
          ? undefined
          : and(gte(exchangeRates.month, `${year}-01-01`), lt(exchangeRates.month, `${year + 1}-01-01`)),
      ),
    )
    .orderBy(asc(exchangeRates.month), asc(exchangeRates.currency));
  return rows.map(rateOf);
}

/** Enters a month's rate of a currency into the office's currency, replacing the one entered before. */
export async function saveRate(db: Db, input: z.output<typeof rateInputSchema>, actor: Actor) {
  return db.transaction(async (tx) => {
    const { currency: office } = await officeProfile(tx);
    if (input.currency === office) {
      throw new AppError(ErrorCode.VALIDATION, `${office} is the office’s currency: its rate is always 1.`, {
        currency: 'Choose another currency than the office’s',
      });
    }
    const month = `${input.month}-01`;
    const key = and(
      eq(exchangeRates.month, month),
      eq(exchangeRates.base, office),
      eq(exchangeRates.currency, input.currency),
    );
    const [before] = await tx.select().from(exchangeRates).where(key).for('update');
    const [row] = await tx
      .insert(exchangeRates)
      .values({ month, base: office, currency: input.currency, rate: input.rate, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: [exchangeRates.month, exchangeRates.base, exchangeRates.currency],
        set: { rate: input.rate, updatedBy: actor.id, updatedAt: new Date() },
      })
      .returning();
    if (!row) throw new Error('the rate was not saved');
    const after = rateOf(row);
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'settings',
      recordId: `rate-${after.month}-${after.currency}`,
      action: before ? 'updated' : 'created',
      before: before ? auditedRate(before) : null,
      after: auditedRate(row),
    });
    return after;
  });
}
