import { DESTINATIONS, QUALIFICATIONS, WEB_APPLICATION_STATUSES } from '@studydesk/shared/website-leads';
import { asc, count, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { universities, universityCourses, webApplications, websiteProfiles } from '../schema/website.ts';

const NAMES = [
  'Anika Tabassum',
  'Mehrab Hossain',
  'Sumaiya Akter',
  'Rakibul Islam',
  'Tahmid Chowdhury',
  'Nabila Rahman',
  'Zarif Ahmed',
  'Lamisa Khan',
  'Ashfaq Uddin',
  'Prity Sarker',
  'Fardin Talukder',
  'Sanjida Bhuiyan',
  'Omar Faruk',
  'Tanjila Mia',
  'Rezwan Kabir',
  'Ishrat Jahan',
  'Mahir Hasan',
  'Raisa Sultana',
  'Ehsan Haque',
  'Maliha Noor',
  'Shadman Sakib',
  'Tasfia Rahim',
  'Nafis Iqbal',
  'Orin Chowdhury',
];

/**
 * Website leads for trying the product: two dozen enquiries, most with a course application or two.
 * Only when there are none yet, so running the seed again changes nothing.
 */
export async function seedDemoWebsiteLeads(db: Db) {
  const [existing] = await db.select({ n: count() }).from(websiteProfiles);
  if ((existing?.n ?? 0) > 0) return 0;
  const courses = await db
    .select({ id: universityCourses.id, intakes: universities.intakes })
    .from(universityCourses)
    .innerJoin(universities, sql`${universities.id} = ${universityCourses.universityId}`)
    .orderBy(asc(universityCourses.subject));
  const now = Date.now();
  const rows = NAMES.map((name, i) => ({
    name,
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.net`,
    phone: `+880 17${String(10000000 + i * 7919).slice(0, 8)}`,
    education: {
      chosenCountries: [0, 3].map((k) => DESTINATIONS[(i + k) % DESTINATIONS.length] ?? 'UK'),
      englishTest: 'ielts' as const,
      reading: '',
      writing: '',
      listening: '',
      speaking: '',
      total: (5.5 + (i % 5) * 0.5).toFixed(1),
      qualification: QUALIFICATIONS[i % QUALIFICATIONS.length] ?? '',
      qualificationScore: (3.2 + (i % 9) * 0.2).toFixed(2),
    },
    additional: { address: `House ${i + 3}, Road ${i + 1}, Dhaka`, withSpouse: i % 7 === 0, withChildren: false },
    createdAt: new Date(now - i * 9 * 3600_000),
  }));
  const profiles = await db.insert(websiteProfiles).values(rows).returning({ id: websiteProfiles.id });
  const applications = profiles.flatMap(({ id }, i) =>
    courses.length === 0
      ? []
      : Array.from({ length: i % 3 }, (_, k) => {
          const course = courses[(i * 5 + k * 11) % courses.length];
          if (!course) return [];
          return [
            {
              profileId: id,
              courseId: course.id,
              intake: course.intakes[0] ?? 'September',
              status: WEB_APPLICATION_STATUSES[(i + k) % WEB_APPLICATION_STATUSES.length],
              note: k === 0 ? 'Looking for a scholarship.' : '',
            },
          ];
        }).flat(),
  );
  if (applications.length) await db.insert(webApplications).values(applications);
  return profiles.length;
}
