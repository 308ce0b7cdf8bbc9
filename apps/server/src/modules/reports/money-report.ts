import { officeToday } from '@studydesk/shared/dates';
import { minorDigits } from '@studydesk/shared/money';
import { type MoneyReport, type ReportFilter, reportRange } from '@studydesk/shared/reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerMonths } from '../money/commissions.service.ts';
import { officeProfile } from '../money/money-settings.service.ts';

/** `minor` of `currency` in the office's currency's minor units at `rate`. */
const converted = (minor: number, currency: string, rate: number, office: string) =>
  Math.round((minor / 10 ** minorDigits(currency)) * rate * 10 ** minorDigits(office));

/**
 * The money report (issue 20's Money tab, issue 18's rates): expected by due month and received by the month it came
 * in (as the ledger's chart counts them), each converted with the month's rate into the office's current currency
 * (rates entered against an earlier one are not used); and the claims outstanding now by university. Read from the
 * ledger's own tables, so a payment recorded a second ago is in it.
 */
export async function moneyReport(db: Db, filter: ReportFilter): Promise<MoneyReport> {
  const range = reportRange(filter);
  if (typeof range === 'string') throw new Error(range);
  const office = (await officeProfile(db)).currency;
  const { rows: months } = await db.execute<{
    month: string;
    currency: string;
    expected: string;
    received: string;
    rate: string | null;
  }>(sql`
    with m as (${ledgerMonths(sql`${range.from}::date`, sql`${range.to}::date`)})
    select to_char(m.month, 'YYYY-MM') as month, m.currency, m.expected::text as expected,
      m.received::text as received, r.rate::text as rate
    from m left join exchange_rates r on r.month = m.month and r.base = ${office} and r.currency = m.currency
    order by m.month, m.currency`);
  const lines = months.map((m) => ({
    month: m.month,
    currency: m.currency,
    expectedMinor: Number(m.expected),
    receivedMinor: Number(m.received),
    rate: m.currency === office ? 1 : m.rate === null ? null : Number(m.rate),
  }));
  const totals = [...new Set(lines.map((l) => l.month))].map((month) => {
    const of = lines.filter((l) => l.month === month);
    const sum = (field: 'expectedMinor' | 'receivedMinor') =>
      of.some((l) => l.rate === null && l[field] > 0)
        ? null
        : of.reduce((total, l) => total + converted(l[field], l.currency, l.rate ?? 0, office), 0);
    return { month, expectedMinor: sum('expectedMinor'), receivedMinor: sum('receivedMinor') };
  });
  const { rows: claims } = await db.execute<{
    universityName: string;
    currency: string;
    claims: number;
    outstanding: string;
    overdue: string;
  }>(sql`
    select c.university_name as "universityName", c.currency, count(*)::int as claims,
      sum(c.total_minor - c.received_minor)::text as outstanding, coalesce(sum(o.overdue), 0)::text as overdue
    from claims c left join lateral (
      select sum(greatest(r.amount_minor - r.received_minor, 0)) as overdue from commissions r
      where r.claim_id = c.id and r.state in ('claimed', 'partly-received') and r.due_on < ${officeToday()}::date
    ) o on true
    where c.total_minor > c.received_minor
    group by c.university_name, c.currency order by sum(c.total_minor - c.received_minor) desc, 1`);
  return {
    range,
    officeCurrency: office,
    months: lines,
    totals,
    claims: claims.map((c) => ({
      universityName: c.universityName,
      currency: c.currency,
      claims: c.claims,
      outstandingMinor: Number(c.outstanding),
      overdueMinor: Number(c.overdue),
    })),
  };
}
