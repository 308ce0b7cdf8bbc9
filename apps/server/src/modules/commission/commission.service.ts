import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { students, universityApplications } from '../../db/schema.ts';

/** One row per application that went through a B2B agent. */
export async function commissionList(db: Db, filter: { b2b?: string; intake?: string }) {
  return db
    .select({
      applicationId: universityApplications.id,
      studentId: students.studentId,
      country: universityApplications.country,
      universityName: universityApplications.universityName,
      intake: universityApplications.intake,
      b2b: universityApplications.b2b,
      link: universityApplications.link,
      note: universityApplications.note,
    })
    .from(universityApplications)
    .innerJoin(students, eq(students.id, universityApplications.studentId))
    .where(
      and(
        ne(universityApplications.b2b, ''),
        isNull(universityApplications.removedAt),
        // agents are kept as typed (issue 22), so a filter matches them whatever the case and spacing
        filter.b2b
          ? sql`lower(${universityApplications.b2b}) = ${filter.b2b.trim().replace(/\s+/g, ' ').toLowerCase()}`
          : undefined,
        filter.intake ? sql`lower(${universityApplications.intake}) = ${filter.intake.toLowerCase()}` : undefined,
      ),
    )
    .orderBy(desc(universityApplications.createdAt))
    .limit(5000);
}
