import { WEB_APPLICATION_STATUSES } from '@studydesk/shared/website-leads';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { universityCourses, webApplications } from '../../db/schema/website.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { changedFields } from '../audit/audit.service.ts';

/** What staff do on an application: move its status, write a note, link the offer letter. */
export type ApplicationWork = { status: string; note: string; offerLetter: string };

/**
 * How far an application has got: the order of the statuses, where accepted and rejected are both the end (neither
 * is further along than the other, so one never silently replaces the other).
 */
function progress(status: string) {
  const order: readonly string[] = WEB_APPLICATION_STATUSES;
  return Math.min(order.indexOf(status), order.indexOf('accepted'));
}

/**
 * The kept application once the duplicate's work on the same course and intake is folded in: the status further
 * along (the kept one's when neither is), a note or offer letter filling an empty one, two different notes both.
 */
export function foldWork(kept: ApplicationWork, duplicate: ApplicationWork): ApplicationWork {
  const sameNote = duplicate.note.trim() === '' || duplicate.note.trim() === kept.note.trim();
  return {
    status: progress(duplicate.status) > progress(kept.status) ? duplicate.status : kept.status,
    note: kept.note.trim() === '' ? duplicate.note : sameNote ? kept.note : `${kept.note}\n${duplicate.note}`,
    offerLetter: kept.offerLetter || duplicate.offerLetter,
  };
}

/**
 * Before a merge drops the duplicate's applications the earlier profile already has (one per course and intake),
 * folds their staff's work into the kept ones. Returns, per application, what changed and what of the duplicate's
 * could not be taken (a status as far along, a second offer letter), for the merge's audit entry.
 */
export async function foldApplications(tx: Tx, duplicateId: string, earlierId: string, actor: Actor) {
  const kept = alias(webApplications, 'kept');
  const pairs = await tx
    .select({
      id: kept.id,
      course: universityCourses.subject,
      intake: kept.intake,
      kept: { status: kept.status, note: kept.note, offerLetter: kept.offerLetter },
      duplicate: {
        status: webApplications.status,
        note: webApplications.note,
        offerLetter: webApplications.offerLetter,
      },
    })
    .from(webApplications)
    .innerJoin(
      kept,
      and(
        eq(kept.profileId, earlierId),
        eq(kept.courseId, webApplications.courseId),
        eq(kept.intake, webApplications.intake),
      ),
    )
    .innerJoin(universityCourses, eq(universityCourses.id, kept.courseId))
    .where(eq(webApplications.profileId, duplicateId))
    // a staff member moving either application meanwhile waits, so neither their change nor the fold is lost
    .for('update', { of: [webApplications, kept] });
  const folded = [];
  for (const pair of pairs) {
    const next = foldWork(pair.kept, pair.duplicate);
    const changed = changedFields(pair.kept, next);
    const notTaken = {
      ...(progress(pair.duplicate.status) > 0 &&
        pair.duplicate.status !== next.status && {
          status: pair.duplicate.status,
        }),
      ...(pair.duplicate.offerLetter !== '' &&
        pair.duplicate.offerLetter !== next.offerLetter && { offerLetter: pair.duplicate.offerLetter }),
    };
    if (changed) {
      await tx
        .update(webApplications)
        .set({ ...next, updatedBy: actor.id })
        .where(eq(webApplications.id, pair.id));
    }
    if (!changed && Object.keys(notTaken).length === 0) continue;
    const course = `${pair.course}, ${pair.intake}`;
    folded.push({
      before: { course, ...changed?.before },
      after: { course, ...changed?.after, ...(Object.keys(notTaken).length > 0 && { notTaken }) },
    });
  }
  return folded;
}
