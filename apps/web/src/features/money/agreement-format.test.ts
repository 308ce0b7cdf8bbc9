import { type Agreement, agreementInputSchema } from '@studydesk/shared/money';
import { describe, expect, it } from 'vitest';
import {
  agreementBody,
  agreementSummary,
  agreementValues,
  claimableText,
  commissionText,
  instalmentsText,
  levelText,
} from './agreement-format.ts';

const percentAgreement: Agreement = {
  id: '7d0a8c2e-6b1f-4a57-9a51-0d3c9f1e2b10',
  universityName: 'Monash University',
  courseLevel: 'Masters',
  basis: 'percent',
  percent: 12.5,
  amountMinor: null,
  currency: 'AUD',
  instalments: 2,
  monthsBetween: 6,
  claimable: 'census',
  censusDays: 30,
  active: true,
  commissions: 4,
};
const fixedAgreement: Agreement = {
  ...percentAgreement,
  courseLevel: '',
  basis: 'fixed',
  percent: null,
  amountMinor: 100000,
  currency: 'GBP',
  instalments: 1,
  claimable: 'enrolment',
  censusDays: 0,
};

describe('an agreement in words', () => {
  it('says what the university pays', () => {
    expect(commissionText(percentAgreement)).toBe('12.5% of tuition');
    expect(commissionText({ ...percentAgreement, percent: 10 })).toBe('10% of tuition');
    expect(commissionText(fixedAgreement)).toBe('£1,000.00');
  });

  it('says how many instalments, how far apart, and when they can be claimed', () => {
    expect(instalmentsText(percentAgreement)).toBe('2 instalments, 6 months apart');
    expect(instalmentsText({ instalments: 3, monthsBetween: 1 })).toBe('3 instalments, 1 month apart');
    expect(instalmentsText(fixedAgreement)).toBe('1 instalment');
    expect(claimableText(percentAgreement)).toBe('After the census date (+30 days)');
    expect(claimableText({ claimable: 'census', censusDays: 1 })).toBe('After the census date (+1 day)');
    expect(claimableText(fixedAgreement)).toBe('On enrolment');
  });

  it('names an agreement for every level "Any level"', () => {
    expect(levelText('')).toBe('Any level');
    expect(levelText('PhD')).toBe('PhD');
  });

  it('describes the whole agreement in one line', () => {
    expect(agreementSummary(percentAgreement)).toBe(
      'Monash University, Masters: 12.5% of tuition in 2 instalments, 6 months apart; after the census date (+30 days)',
    );
    expect(agreementSummary(fixedAgreement)).toBe(
      'Monash University, Any level: £1,000.00 in 1 instalment; on enrolment',
    );
  });
});

describe('the agreement form', () => {
  it('starts a new agreement in the office’s currency, on enrolment, as one instalment', () => {
    const values = agreementValues(undefined, 'BDT');
    expect(values).toMatchObject({ currency: 'BDT', basis: 'percent', instalments: 1, claimable: 'enrolment' });
    expect(agreementInputSchema.safeParse(agreementBody(values)).error?.issues.map((i) => i.path[0])).toEqual([
      'universityName',
      'percent',
    ]);
  });

  it('shows a fixed amount as the decimal text a person edits', () => {
    expect(agreementValues(fixedAgreement)).toMatchObject({ amount: '1000.00', percent: '', courseLevel: '' });
    expect(agreementValues(percentAgreement)).toMatchObject({ percent: 12.5, amount: '' });
  });

  it('sends only the field of the chosen basis, and census days only after a census date', () => {
    const switched = { ...agreementValues(percentAgreement), basis: 'fixed' as const, amount: ' 2500 ' };
    const body = agreementBody({ ...switched, claimable: 'enrolment' });
    expect(body).toMatchObject({ basis: 'fixed', amount: '2500', percent: undefined, censusDays: 0 });
    expect(agreementInputSchema.parse(body)).toMatchObject({ amount: '2500', currency: 'AUD', instalments: 2 });

    const percent = agreementBody(agreementValues(percentAgreement));
    expect(percent).toMatchObject({ percent: 12.5, amount: undefined, censusDays: 30 });
    expect(agreementInputSchema.safeParse(percent).success).toBe(true);
  });

  it('leaves an emptied amount out, so the schema asks for it on the amount field', () => {
    const body = agreementBody({ ...agreementValues(fixedAgreement), amount: '  ' });
    expect(body.amount).toBeUndefined();
    expect(agreementInputSchema.safeParse(body).error?.issues[0]).toMatchObject({
      path: ['amount'],
      message: 'Type the amount',
    });
  });
});
