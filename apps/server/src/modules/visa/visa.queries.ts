import type { VisaApplication, VisaDecision } from '@studydesk/shared/visa';
import { desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { documents, employees, universityApplications, visaDecisions } from '../../db/schema.ts';
import { applicationsOfStudent } from '../applications/applications.service.ts';
import { documentUrl } from '../documents/documents.service.ts';

const officer = alias(employees, 'officer');
const decider = alias(employees, 'decider');

/**
 * Every application of a student as the visa desk shows it: the officer's name beside the id (issue 22: the queue
 * showed 'D-005') and every recorded outcome, newest first, the first of a corrected one included.
 */
export async function visaApplicationsOfStudent(db: Db, studentUuid: string): Promise<VisaApplication[]> {
  const applications = await applicationsOfStudent(db, studentUuid);
  if (applications.length === 0) return [];
  const ids = applications.map((a) => a._id);
  const [officers, decisions] = await Promise.all([
    db
      .select({ id: universityApplications.id, name: officer.name })
      .from(universityApplications)
      .innerJoin(officer, eq(officer.id, universityApplications.applicantId))
      .where(inArray(universityApplications.id, ids)),
    db
      .select({
        decision: visaDecisions,
        decidedBy: decider.name,
        letterName: documents.fileName,
      })
      .from(visaDecisions)
      .leftJoin(decider, eq(decider.id, visaDecisions.decidedBy))
      .leftJoin(documents, eq(documents.id, visaDecisions.letterId))
      .where(inArray(visaDecisions.applicationId, ids))
      .orderBy(desc(visaDecisions.createdAt)),
  ]);
  const officerName = new Map(officers.map((o) => [o.id, o.name]));
  return applications.map((application) => {
    const own = decisions.filter((d) => d.decision.applicationId === application._id);
    return {
      ...application,
      applicantName: officerName.get(application._id) ?? application.applicantId,
      decisions: own.map(
        ({ decision: d, decidedBy, letterName }, index): VisaDecision => ({
          _id: d.id,
          status: d.status as VisaDecision['status'],
          decidedOn: d.decidedOn,
          reference: d.reference,
          refusalReason: d.refusalReason,
          letter: d.letterId ? documentUrl(d.letterId) : null,
          letterName: d.letterId ? letterName : null,
          decidedBy,
          recordedAt: d.createdAt.toISOString(),
          correction: index < own.length - 1,
        }),
      ),
    };
  });
}
