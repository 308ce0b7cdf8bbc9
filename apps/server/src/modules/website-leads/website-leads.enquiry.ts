import { ErrorCode } from '@studydesk/shared/errors';
import { normalisePhone } from '@studydesk/shared/phone';
import { type EnquiryInput, enquirySchema } from '@studydesk/shared/website-leads';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webApplications, websiteProfiles } from '../../db/schema/website.ts';
import { transactionLock } from '../../db/transaction-lock.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { officePhoneCountry } from '../settings/office-locale.ts';
import { passNewContact } from './website-leads.contact.ts';
import { foldApplications } from './website-leads.fold.ts';
import { getProfile, profileNotFound } from './website-leads.service.ts';

export const ENQUIRY_MESSAGES = {
  created: 'Thank you! We received your enquiry. A counselor will contact you soon.',
  updated: 'Welcome back! We updated your earlier enquiry with these details.',
  passedToCounselor: 'Welcome back! We passed your new details to your counselor.',
};

/**
 * The landing page's enquiry. It brings the visitor's own profile up to date when this browser holds that profile
 * (its signed visitor cookie) and the e-mail or phone is the profile's. Anything else is a new profile: an unsigned
 * request never reads or overwrites another's. When its e-mail or phone is an earlier profile's, the new one is
 * marked as a possible duplicate of it for staff to merge, and the answer says nothing of the earlier one.
 * Enquiries are serialised by a lock, so the duplicate marks of two at once are right. Once the profile became a
 * student, its name, e-mail and phone stay as they are (the student's record, kept by staff, is the truth) and new
 * ones go to the student's counselor (passNewContact); its answers are brought up to date as before. The profile is
 * locked while it is read, so a conversion at the same moment is either seen or sees this enquiry's contact.
 * The deliveries are for the caller to publish after commit.
 */
export async function submitEnquiry(db: Db, input: EnquiryInput, visitorProfileId: string | undefined) {
  const { name, email, phone: typed, education, additional, website, language } = enquirySchema.parse(input);
  if (website) throw new AppError(ErrorCode.ENQUIRY_REFUSED, 'Your enquiry could not be accepted.');
  // Stored as E.164 when it can be a number (issue 19); a visitor's enquiry is never lost over its phone's format.
  const phone = normalisePhone(typed, await officePhoneCountry(db)) ?? typed;
  const phoneKey = phone.replace(/[^0-9]/g, '');
  const sameContact = sql`(lower(${websiteProfiles.email}) = ${email.toLowerCase()} or ${websiteProfiles.phoneKey} = ${phoneKey})`;
  return db.transaction(async (tx) => {
    await transactionLock(tx, 'website-enquiry');
    const [own] = visitorProfileId
      ? await tx
          .select({
            id: websiteProfiles.id,
            name: websiteProfiles.name,
            email: websiteProfiles.email,
            phone: websiteProfiles.phone,
            studentId: websiteProfiles.studentId,
            education: websiteProfiles.education,
            additional: websiteProfiles.additional,
          })
          .from(websiteProfiles)
          .where(and(eq(websiteProfiles.id, visitorProfileId), sameContact))
          .for('update')
      : [];
    if (own) {
      // What the new enquiry leaves empty keeps its earlier answer, so coming back loses nothing.
      await tx
        .update(websiteProfiles)
        .set({
          ...(own.studentId ? {} : { name, email, phone }),
          education: keepEarlier(own.education, education),
          additional: keepEarlier(own.additional, additional),
          // the page they wrote on this time (a converted lead's student keeps their own: setStudentMessageLanguage)
          ...(language && { messageLanguage: language }),
          updatedAt: new Date(),
        })
        .where(eq(websiteProfiles.id, own.id));
      const deliveries = own.studentId ? await passNewContact(tx, own.studentId, own, { name, email, phone }) : [];
      const passed = deliveries.length > 0;
      return {
        answer: {
          profileId: own.id,
          updated: true,
          passedToCounselor: passed,
          message: passed ? ENQUIRY_MESSAGES.passedToCounselor : ENQUIRY_MESSAGES.updated,
        },
        deliveries,
      };
    }
    // Every duplicate points at the one original: the earliest match that is not itself a duplicate, or, when only
    // a duplicate matches (its own e-mail, the original's phone), the original that one points at. Pointing at the
    // duplicate instead would lose the mark when staff merge it away (the key clears it), leaving a lead to re-enter.
    const [earlier] = await tx
      .select({ id: sql<string>`coalesce(${websiteProfiles.duplicateOf}, ${websiteProfiles.id})` })
      .from(websiteProfiles)
      .where(sameContact)
      .orderBy(sql`${websiteProfiles.duplicateOf} is null desc`, websiteProfiles.createdAt)
      .limit(1);
    const [row] = await tx
      .insert(websiteProfiles)
      .values({
        name,
        email,
        phone,
        education,
        additional,
        messageLanguage: language,
        duplicateOf: earlier?.id ?? null,
      })
      .returning({ id: websiteProfiles.id });
    if (!row) throw new Error('insert returned nothing');
    const answer = { profileId: row.id, updated: false, passedToCounselor: false, message: ENQUIRY_MESSAGES.created };
    return { answer, deliveries: [] };
  });
}

/** `next` over `earlier`, field by field, where `next` has an answer (not empty, not an empty list). */
function keepEarlier<T extends Record<string, unknown>>(earlier: T, next: T): T {
  const answered = Object.entries(next).filter(([, v]) => v !== '' && !(Array.isArray(v) && v.length === 0));
  return { ...earlier, ...Object.fromEntries(answered) };
}

/**
 * Staff merge a possible duplicate into the earlier profile it points at, once they know it is the same person:
 * the earlier profile keeps its contact and answers, and takes the duplicate's answers only where it had none and
 * its applications (one per course and intake, the staff's work on both kept); the duplicate is removed, so the
 * browser that sent it sees nothing of the earlier profile. A duplicate already converted into a student is not
 * merged.
 */
export async function mergeDuplicate(db: Db, profileId: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const [duplicate] = await tx.select().from(websiteProfiles).where(eq(websiteProfiles.id, profileId)).for('update');
    if (!duplicate) throw profileNotFound();
    if (!duplicate.duplicateOf)
      throw new AppError(ErrorCode.NOT_DUPLICATE, 'This enquiry is not marked as a duplicate.');
    if (duplicate.studentId) {
      throw new AppError(ErrorCode.ALREADY_STUDENT, 'This enquiry became a student already; it cannot be merged.');
    }
    const [earlier] = await tx
      .select()
      .from(websiteProfiles)
      .where(eq(websiteProfiles.id, duplicate.duplicateOf))
      .for('update');
    if (!earlier) throw profileNotFound();
    await tx
      .update(websiteProfiles)
      .set({
        education: keepEarlier(duplicate.education, earlier.education),
        // A tickbox is never empty: an unticked one is the form's default, not an answer, so a tick on either stays.
        additional: {
          ...keepEarlier(duplicate.additional, earlier.additional),
          withSpouse: earlier.additional.withSpouse || duplicate.additional.withSpouse,
          withChildren: earlier.additional.withChildren || duplicate.additional.withChildren,
        },
        messageLanguage: earlier.messageLanguage ?? duplicate.messageLanguage,
        updatedAt: new Date(),
      })
      .where(eq(websiteProfiles.id, earlier.id));
    const folded = await foldApplications(tx, duplicate.id, earlier.id, actor);
    await tx.execute(sql`
      update ${webApplications} set profile_id = ${earlier.id}
      where ${webApplications.profileId} = ${duplicate.id}
        and not exists (
          select 1 from ${webApplications} kept
          where kept.profile_id = ${earlier.id} and kept.course_id = ${webApplications.courseId}
            and kept.intake = ${webApplications.intake})`);
    await tx.delete(webApplications).where(eq(webApplications.profileId, duplicate.id));
    // Later enquiries marked as duplicates of this one (made before marks pointed at the original) stay marked,
    // now of the earlier profile; deleting this one would otherwise clear their marks.
    await tx
      .update(websiteProfiles)
      .set({ duplicateOf: earlier.id })
      .where(and(eq(websiteProfiles.duplicateOf, duplicate.id), ne(websiteProfiles.id, earlier.id)));
    await tx.delete(websiteProfiles).where(eq(websiteProfiles.id, duplicate.id));
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'website-profile',
      recordId: earlier.id,
      action: 'merged',
      before: {
        duplicate: `${duplicate.name} <${duplicate.email}> ${duplicate.phone}`,
        ...(folded.length > 0 && { applications: folded.map((f) => f.before) }),
      },
      after: {
        mergedInto: `${earlier.name} <${earlier.email}>`,
        ...(folded.length > 0 && { applications: folded.map((f) => f.after) }),
      },
    });
    return getProfile(tx, earlier.id);
  });
}
