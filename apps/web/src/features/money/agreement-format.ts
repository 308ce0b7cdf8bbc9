import {
  type Agreement,
  type AgreementInput,
  CLAIMABLE_WHEN,
  type COMMISSION_BASES,
  type COURSE_LEVELS,
  minorToText,
} from '@studydesk/shared/money';
import { money } from './ledger-format.ts';

type Basis = (typeof COMMISSION_BASES)[number];
type Claimable = Agreement['claimable'];

/** "12.5%", "10%": at most the two decimals an agreement keeps. */
export const percentText = (percent: number) => `${Number(percent.toFixed(2))}%`;

/** '' is the agreement for every level. */
export const levelText = (level: string) => level || 'Any level';

/** What the university pays: "12.5% of tuition" or the fixed amount, "€1,000.00". */
export function commissionText(agreement: Pick<Agreement, 'basis' | 'percent' | 'amountMinor' | 'currency'>) {
  return agreement.basis === 'percent'
    ? `${percentText(agreement.percent ?? 0)} of tuition`
    : money(agreement.amountMinor ?? 0, agreement.currency);
}

/** "1 instalment", or "3 instalments, 6 months apart". */
export function instalmentsText({ instalments, monthsBetween }: Pick<Agreement, 'instalments' | 'monthsBetween'>) {
  if (instalments === 1) return '1 instalment';
  return `${instalments} instalments, ${monthsBetween} ${monthsBetween === 1 ? 'month' : 'months'} apart`;
}

const CLAIMABLE_LABELS = Object.fromEntries(CLAIMABLE_WHEN) as Record<Claimable, string>;

/** "On enrolment", or "After the census date (+30 days)". */
export function claimableText({ claimable, censusDays }: Pick<Agreement, 'claimable' | 'censusDays'>) {
  const label = CLAIMABLE_LABELS[claimable];
  return claimable === 'census' ? `${label} (+${censusDays} ${censusDays === 1 ? 'day' : 'days'})` : label;
}

/** The whole agreement in one line, to name it where a row has no room (a confirmation, a toast). */
export function agreementSummary(agreement: Agreement) {
  return (
    `${agreement.universityName}, ${levelText(agreement.courseLevel)}: ${commissionText(agreement)} in ` +
    `${instalmentsText(agreement)}; ${claimableText(agreement).toLowerCase()}`
  );
}

/** The agreement form as typed: number inputs hold '' while empty, both bases' fields are kept while switching. */
export interface AgreementValues {
  universityName: string;
  courseLevel: '' | (typeof COURSE_LEVELS)[number];
  basis: Basis;
  percent: number | string;
  amount: string;
  currency: string;
  instalments: number | string;
  monthsBetween: number | string;
  claimable: Claimable;
  censusDays: number | string;
  active: boolean;
}

/** A new agreement's form (in the office's currency), or an agreement's as it is. */
export function agreementValues(agreement: Agreement | undefined, officeCurrency = ''): AgreementValues {
  if (!agreement) {
    return {
      universityName: '',
      courseLevel: '',
      basis: 'percent',
      percent: '',
      amount: '',
      currency: officeCurrency,
      instalments: 1,
      monthsBetween: 6,
      claimable: 'enrolment',
      censusDays: 0,
      active: true,
    };
  }
  const { universityName, basis, currency, instalments, monthsBetween, claimable, censusDays, active } = agreement;
  return {
    universityName,
    courseLevel: agreement.courseLevel as AgreementValues['courseLevel'],
    basis,
    percent: agreement.percent ?? '',
    amount: agreement.amountMinor === null ? '' : minorToText(agreement.amountMinor, currency),
    currency,
    instalments,
    monthsBetween,
    claimable,
    censusDays,
    active,
  };
}

const filled = (value: number | string) => (value === '' ? undefined : value);

/** The body sent: only the field of the chosen basis, and no census days for an agreement claimable on enrolment. */
export function agreementBody(values: AgreementValues): AgreementInput {
  const { percent, amount, censusDays, ...rest } = values;
  return {
    ...rest,
    percent: values.basis === 'percent' ? filled(percent) : undefined,
    amount: values.basis === 'fixed' ? filled(amount.trim()) : undefined,
    censusDays: values.claimable === 'census' ? censusDays : 0,
  };
}
