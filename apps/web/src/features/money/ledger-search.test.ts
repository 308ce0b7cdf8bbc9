import { describe, expect, it } from 'vitest';
import {
  changeLedgerView,
  EMPTY_LEDGER_VIEW,
  isFiltered,
  ledgerQuery,
  readLedgerView,
  writeLedgerView,
} from './ledger-search.ts';

const APPLICATION = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const PARTNER = '7a1b2c3d-4e5f-4a6b-9c8d-0e1f2a3b4c5d';

describe('the ledger address', () => {
  it('reads every filter and the page', () => {
    const view = readLedgerView(
      new URLSearchParams(
        `university=Monash&partner=${PARTNER}&intake=Feb%202027&state=claimed&overdue=true&applicationId=${APPLICATION}&page=3`,
      ),
    );
    expect(view).toEqual({
      university: 'Monash',
      partnerId: PARTNER,
      intake: 'Feb 2027',
      state: 'claimed',
      overdue: true,
      applicationId: APPLICATION,
      page: 3,
    });
  });

  it('leaves out what it does not understand', () => {
    const view = readLedgerView(
      new URLSearchParams('university=%20%20&partner=nope&state=paid&overdue=yes&applicationId=123&page=-4'),
    );
    expect(view).toEqual({ ...EMPTY_LEDGER_VIEW });
    expect(readLedgerView(new URLSearchParams('page=abc')).page).toBe(1);
    expect(readLedgerView(new URLSearchParams('page=2.7')).page).toBe(2);
  });

  it('trims texts and cuts them to what the API takes', () => {
    const view = readLedgerView(new URLSearchParams(`university=${'x'.repeat(300)}&intake=%20Sep%202026%20`));
    expect(view.university).toHaveLength(200);
    expect(view.intake).toBe('Sep 2026');
  });

  it('writes only what is set, in a fixed order, and reads back the same view', () => {
    const view = {
      ...EMPTY_LEDGER_VIEW,
      state: 'expected' as const,
      university: 'Monash',
      overdue: true,
      page: 2,
    };
    const search = writeLedgerView(view);
    expect(search.toString()).toBe('university=Monash&state=expected&overdue=true&page=2');
    expect(readLedgerView(search)).toEqual(view);
    expect(writeLedgerView(EMPTY_LEDGER_VIEW).toString()).toBe('');
  });

  it('goes back to the first page when a filter changes, and keeps the filter when the page does', () => {
    const view = { ...EMPTY_LEDGER_VIEW, university: 'Monash', page: 4 };
    expect(changeLedgerView(view, { state: 'claimed' })).toMatchObject({ university: 'Monash', page: 1 });
    expect(changeLedgerView(view, { page: 5 })).toMatchObject({ university: 'Monash', page: 5 });
    expect(changeLedgerView(view, { university: undefined })).toEqual(EMPTY_LEDGER_VIEW);
  });

  it('asks the API with its own names', () => {
    const view = readLedgerView(new URLSearchParams(`partner=${PARTNER}&overdue=true`));
    expect(ledgerQuery(view)).toMatchObject({ partnerId: PARTNER, overdue: 'true', page: 1 });
    expect(ledgerQuery(EMPTY_LEDGER_VIEW).overdue).toBeUndefined();
  });

  it('tells a filtered ledger from the whole one, whatever the page', () => {
    expect(isFiltered({ ...EMPTY_LEDGER_VIEW, page: 3 })).toBe(false);
    expect(isFiltered({ ...EMPTY_LEDGER_VIEW, applicationId: APPLICATION })).toBe(true);
    expect(isFiltered({ ...EMPTY_LEDGER_VIEW, overdue: true })).toBe(true);
  });
});
