import { describe, expect, it } from 'vitest';
import {
  canEdit,
  canWriteOff,
  chartCurrencies,
  chartPoints,
  claimability,
  differenceKind,
  instalmentText,
  monthLabel,
  toMajor,
} from './ledger-format.ts';

const row = (over: Partial<Parameters<typeof claimability>[0][number]> = {}) => ({
  state: 'expected' as const,
  universityName: 'Monash University',
  currency: 'AUD',
  amountMinor: 150000,
  ...over,
});

describe('a row', () => {
  it('names its instalment as "k of n"', () => {
    expect(instalmentText({ instalment: 2, instalments: 3 })).toBe('2 of 3');
    expect(instalmentText({ instalment: 1, instalments: 1 })).toBe('1 of 1');
  });

  it('is edited only while expected, and written off until all of it is received', () => {
    expect(canEdit({ state: 'expected' })).toBe(true);
    expect(canEdit({ state: 'claimed' })).toBe(false);
    expect(canWriteOff({ state: 'expected' })).toBe(true);
    expect(canWriteOff({ state: 'partly-received' })).toBe(true);
    expect(canWriteOff({ state: 'received' })).toBe(false);
    expect(canWriteOff({ state: 'written-off' })).toBe(false);
  });
});

describe('a selection to claim', () => {
  it('is one university in one currency, of expected rows, with its total', () => {
    expect(claimability([row(), row({ amountMinor: 50000 })])).toEqual({
      ok: true,
      universityName: 'Monash University',
      currency: 'AUD',
      totalMinor: 200000,
    });
    // one university whatever the case of its name, as the server groups a claim's rows
    expect(claimability([row(), row({ universityName: 'MONASH UNIVERSITY' })])).toMatchObject({
      ok: true,
      universityName: 'Monash University',
    });
  });

  it('says why it is not', () => {
    expect(claimability([])).toEqual({ ok: false, reason: 'empty' });
    expect(claimability([row(), row({ state: 'claimed' })])).toEqual({ ok: false, reason: 'not-expected' });
    expect(claimability([row({ universityName: 'RMIT' }), row(), row()])).toEqual({
      ok: false,
      reason: 'universities',
      names: ['Monash University', 'RMIT'],
    });
    expect(claimability([row(), row({ currency: 'USD' })])).toEqual({
      ok: false,
      reason: 'currencies',
      names: ['AUD', 'USD'],
    });
  });
});

describe('the chart', () => {
  const months = [
    { month: '2026-04', currency: 'EUR', expectedMinor: 120000, receivedMinor: 0 },
    { month: '2026-03', currency: 'EUR', expectedMinor: 250050, receivedMinor: 100000 },
    { month: '2026-03', currency: 'JPY', expectedMinor: 90000, receivedMinor: 90000 },
    { month: '2026-05', currency: 'AUD', expectedMinor: 1000, receivedMinor: 0 },
  ];

  it('lists the currencies by code, the office’s first', () => {
    expect(chartCurrencies(months)).toEqual(['AUD', 'EUR', 'JPY']);
    expect(chartCurrencies(months, 'JPY')).toEqual(['JPY', 'AUD', 'EUR']);
    expect(chartCurrencies([], 'EUR')).toEqual([]);
  });

  it('draws one currency’s months in order, in its own units', () => {
    expect(chartPoints(months, 'EUR')).toEqual([
      { month: '2026-03', expected: 2500.5, received: 1000 },
      { month: '2026-04', expected: 1200, received: 0 },
    ]);
    expect(chartPoints(months, 'JPY')).toEqual([{ month: '2026-03', expected: 90000, received: 90000 }]);
    expect(toMajor(1234, 'KWD')).toBeCloseTo(1.234);
  });

  it('names a month', () => {
    expect(monthLabel('2026-03')).toBe('Mar 2026');
    expect(monthLabel('2026-12', 'en-US')).toBe('Dec 2026');
    expect(monthLabel('soon')).toBe('soon');
  });
});

describe('a claim’s difference', () => {
  it('is still to come, settled, or an over-payment', () => {
    expect(differenceKind(5000)).toBe('due');
    expect(differenceKind(0)).toBe('settled');
    expect(differenceKind(-1)).toBe('over-paid');
  });
});
