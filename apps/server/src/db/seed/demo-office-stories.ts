/** How far a demo student's file has gone: each stage is the one before it plus one step of the product. */
export type Stage =
  | 'follow-up'
  | 'enrolled'
  | 'application-processing'
  | 'offer'
  | 'visa-processing'
  | 'success'
  | 'rejected'
  | 'archived';

export interface Story {
  name: string;
  stage: Stage;
  /** Index into the office's counselors, officers and visa members (demo-office.ts). */
  counselor: number;
  officer: number;
  visa: number;
  /** When the student walked in. */
  daysAgo: number;
  /** The B2B agent the application went through, if any (the commission list shows those). */
  b2b: string;
  city: string;
}

const STAGES: Stage[] = [
  'follow-up',
  'enrolled',
  'application-processing',
  'offer',
  'visa-processing',
  'success',
  'rejected',
  'archived',
  'follow-up',
  'enrolled',
  'application-processing',
];
const NAMES = [
  'Sharmin Akter',
  'Rubel Hossain',
  'Tahsin Rahman',
  'Fatema Zohra',
  'Mahfuzur Rahman',
  'Nazmul Haque',
  'Sabrina Yasmin',
  'Arafat Hossain',
  'Jannatul Ferdous',
  'Kamrul Hasan',
  'Shirin Sultana',
  'Tanvir Mahmud',
  'Rumana Afroz',
  'Asif Iqbal',
  'Farzana Yeasmin',
  'Nafisa Anjum',
  'Tamanna Islam',
  'Rezaul Karim',
  'Sumon Mia',
  'Moumita Das',
  'Pritom Saha',
  'Ananya Roy',
  'Sajid Chowdhury',
  'Naima Begum',
  'Towhid Alam',
  'Labiba Noor',
  'Zubair Hossain',
  'Israt Jahan Mou',
  'Rashedul Islam',
  'Sanzida Khatun',
  'Habibur Rahman',
  'Meherun Nesa',
  'Adnan Kabir',
];
const AGENTS = ['Global_Edu_Link', 'Study_Bridge_BD', 'Apex_Admissions'];
const CITIES = ['Dhaka', 'Chattogram', 'Sylhet', 'Rajshahi', 'Khulna', 'Cumilla', 'Mymensingh', 'Rangpur'];

/**
 * The believable office: each counselor has students at every stage, the later stages shared out in turn between
 * the admin Officers and the visa members, and the further a file has gone the longer ago the student came in.
 */
export const STORIES: Story[] = NAMES.map((name, i) => {
  const stage = STAGES[Math.floor(i / 3) % STAGES.length] ?? 'follow-up';
  const depth = STAGES.indexOf(stage);
  return {
    name,
    stage,
    counselor: i % 3,
    officer: i % 2,
    visa: (i + 1) % 2,
    daysAgo: 6 + depth * 14 + ((i * 5) % 11),
    b2b: i % 2 === 0 ? (AGENTS[i % AGENTS.length] ?? '') : '',
    city: CITIES[i % CITIES.length] ?? 'Dhaka',
  };
});

/** A demo student's e-mail: what makes running the seed twice find the student it made the first time. */
export const storyEmail = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@example.org`;

export const CURRENCY: Record<string, string> = {
  UK: 'GBP',
  USA: 'USD',
  Canada: 'CAD',
  Australia: 'AUD',
  Germany: 'EUR',
};
const TUITION: Record<string, number> = { GBP: 14_500, USD: 18_000, CAD: 16_500, AUD: 23_000, EUR: 9_000, MYR: 15_000 };

/** The tuition fee and level of a demo application, by the country of its university. */
export function demoTuition(country: string, i: number) {
  const currency = CURRENCY[country] ?? 'MYR';
  const fee = (TUITION[currency] ?? 10_000) + (i % 4) * 750;
  // now and then an application is filed before its fee is known: the ledger then waits for an amount
  return {
    tuitionFee: i % 8 === 3 ? '' : `${fee}.00`,
    tuitionCurrency: currency,
    courseLevel: i % 3 === 0 ? 'Bachelor' : 'Masters',
  } as const;
}
