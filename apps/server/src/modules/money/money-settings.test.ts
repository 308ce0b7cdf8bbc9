import { and, desc, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerOf, makeEmployee, migrationStatements, testApp } from '../../../test/helpers.ts';
import { officeSettings } from '../../db/schema/follow-ups.ts';
import { exchangeRates } from '../../db/schema/money.ts';
import { auditEvents } from '../../db/schema.ts';

// The monthly rates belong to the office's currency they were entered in: a change of currency leaves them out of
// the list (and the reports) instead of reading "1 USD = 120 taka" as 120 pounds, and a change back restores them.

const { app, db } = await testApp();
const call = callerOf(app);
const admin = await makeEmployee(db, ['Super Admin']);
const accounts = await makeEmployee(db, ['Accounts']);

const office = (currency: string) => call('PUT', '/money/office', admin, { name: 'Gulshan Office', currency });
const enter = (month: string, currency: string, rate: number) =>
  call('PUT', '/money/rates', accounts, { month, currency, rate });
const listed = async () => (await call('GET', '/money/rates?year=2026', accounts)).json().data;

describe('the rates after a change of the office’s currency', () => {
  it('lists only those entered in the current currency, and the earlier ones again after a change back', async () => {
    expect((await enter('2026-01', 'USD', 120)).statusCode).toBe(200);
    expect((await enter('2026-01', 'GBP', 150)).statusCode).toBe(200);
    const inTaka = [
      { month: '2026-01', currency: 'GBP', rate: 150 },
      { month: '2026-01', currency: 'USD', rate: 120 },
    ];
    expect(await listed()).toEqual(inTaka);

    expect((await office('GBP')).statusCode).toBe(200);
    expect(await listed()).toEqual([]);
    // the same month and currency in pounds is a rate of its own, beside the one in taka
    const usd = await enter('2026-01', 'USD', 0.79);
    expect(usd.statusCode, usd.body).toBe(200);
    expect(await listed()).toEqual([{ month: '2026-01', currency: 'USD', rate: 0.79 }]);
    const [event] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordType, 'settings'), eq(auditEvents.recordId, 'rate-2026-01-USD')))
      .orderBy(desc(auditEvents.at))
      .limit(1);
    expect(event).toMatchObject({ action: 'created', before: null, after: { rate: 0.79, base: 'GBP' } });

    expect((await office('BDT')).statusCode).toBe(200);
    expect(await listed()).toEqual(inTaka);
  });
});

/** The bases migration 0080 gives a rate entered before it, in an office whose saved currency is `saved`. */
async function basesAfterMigration(saved: string | null) {
  const statements = await migrationStatements('0080_exchange-rates-base.sql');
  let bases: string[] = [];
  const undone = db.transaction(async (tx) => {
    // the table as it was before the migration, with one rate
    await tx.execute(sql`delete from exchange_rates`);
    await tx.execute(sql`alter table exchange_rates drop constraint exchange_rates_month_base_currency_pk`);
    await tx.execute(sql`alter table exchange_rates drop column base`);
    await tx.execute(sql`alter table exchange_rates add constraint exchange_rates_month_currency_pk
      primary key (month, currency)`);
    await tx.execute(sql`insert into exchange_rates (month, currency, rate) values ('2025-06-01', 'EUR', 0.85)`);
    await tx.delete(officeSettings).where(eq(officeSettings.key, 'officeProfile'));
    if (saved) {
      await tx.insert(officeSettings).values({ key: 'officeProfile', value: { name: 'Office', currency: saved } });
    }
    for (const statement of statements) await tx.execute(statement);
    bases = (await tx.select().from(exchangeRates)).map((rate) => rate.base);
    tx.rollback();
  });
  await expect(undone).rejects.toThrow(TransactionRollbackError);
  return bases;
}

describe('migration 0080', () => {
  it('gives the rates entered before it the office’s currency as saved then, else taka', async () => {
    expect(await basesAfterMigration('GBP')).toEqual(['GBP']);
    expect(await basesAfterMigration(null)).toEqual(['BDT']);
  });
});
