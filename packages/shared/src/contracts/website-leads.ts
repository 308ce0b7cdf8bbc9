import { z } from 'zod';
import { envelope } from '../api.ts';
import { contract } from '../contract.ts';
import { studentSchema } from '../students.ts';
import {
  applyBodySchema,
  convertBodySchema,
  courseSchema,
  enquiryAnswerSchema,
  enquirySchema,
  profileListQuerySchema,
  profileListSchema,
  webApplicationSchema,
  webApplicationUpdateSchema,
  websiteProfileSchema,
} from '../website-leads.ts';
import { employeeParams, studentParams } from './students.ts';

/** The OpenAPI group these routes have always had. */
const tag = 'website leads';

/** A website profile (a lead) by its uuid. */
export const profileParams = z.object({ profileId: z.string().uuid('Not a website profile id') });
const applicationParams = profileParams.extend({ applicationId: z.string().uuid('Not an application id') });

/**
 * The visitor's own page (GET /public/my-profile), for whoever holds the visitor cookie: what they typed in the
 * enquiry, whether it became a student file and their counselor's first name, and each application's course and
 * status. Nothing of another enquiry (not the earlier one theirs may duplicate), no uuid or employee id of staff,
 * and not the staff's side of an application (its note, its offer letter): the staff answers keep those.
 */
const visitorProfileSchema = websiteProfileSchema
  .pick({ createdAt: true, general: true, education: true, additional: true })
  .extend({ converted: z.boolean(), counselorFirstName: z.string().nullable() });
const visitorApplicationSchema = webApplicationSchema
  .pick({ _id: true, status: true, createdAt: true })
  .extend({ courseId: courseSchema.pick({ _id: true, subject: true, university: true, intake: true }) });
const visitorAnswerSchema = z.object({
  profile: visitorProfileSchema.nullable(),
  applications: z.array(visitorApplicationSchema),
});
export type VisitorAnswer = z.infer<typeof visitorAnswerSchema>;
const visitorAnswer = envelope(visitorAnswerSchema);

const visitor =
  'Anyone may call it, without signing in; the visitor is known by the signed `sd_visitor` cookie the enquiry sets';
const publicLimit = 'a limited number of calls per address every 10 minutes (429 beyond it)';
const leadReaders =
  'Super Admin, or a Counselor for the leads that became their own students, may call it; `profileId` is the ' +
  'website profile’s uuid (404 for an unknown one)';

/** The leads of the public website: the visitor's enquiry and applications, and the staff who follow them up. */
export const websiteLeadsContracts = {
  enquiry: contract({
    method: 'POST',
    path: '/public/enquiry',
    tag,
    summary: 'Send the website’s enquiry form',
    description:
      `Anyone may call it, without signing in, ${publicLimit}. It updates the visitor’s own profile when this ` +
      'browser’s cookie holds it and the e-mail or phone is the profile’s, else makes a new profile (marked as a ' +
      'possible duplicate when an earlier one has the e-mail or phone), and sets the visitor cookie. A filled ' +
      '`website` honeypot is refused (400). Once the profile became a student its name, e-mail and phone are not ' +
      'changed: new ones go to the student’s counselor as a notification (`passedToCounselor`).',
    body: enquirySchema,
    response: envelope(enquiryAnswerSchema),
  }),
  myProfile: contract({
    method: 'GET',
    path: '/public/my-profile',
    tag,
    summary: 'The visitor’s own profile and applications',
    description:
      `${visitor}. It answers what the visitor typed in their enquiry, whether it became a student file and their ` +
      'counselor’s first name, and their applications’ course and status; or no profile and no applications ' +
      '(clearing the cookie) when there is no valid one. Nothing of another enquiry, nor of staff beyond that name.',
    response: visitorAnswer,
  }),
  forgetMe: contract({
    method: 'DELETE',
    path: '/public/my-profile',
    tag,
    summary: 'Forget the visitor on this browser',
    description: 'Anyone may call it, without signing in: it clears the visitor cookie. The profile itself is kept.',
    response: envelope(z.null()),
  }),
  apply: contract({
    method: 'POST',
    path: '/public/applications',
    tag,
    summary: 'Apply to a course from the website',
    description:
      `${visitor}, ${publicLimit}; without one it is 403 (send the enquiry first). The course must exist (404) and ` +
      'the intake be one of its own; applying twice to a course and intake is 409. It answers the application.',
    body: applyBodySchema,
    response: envelope(webApplicationSchema),
    status: 201,
  }),
  profiles: contract({
    method: 'GET',
    path: '/admin/enrolled-profile-list',
    tag,
    summary: 'A page of the website profiles',
    description:
      'Super Admin may call it. It answers a page of profiles (`pageSize`, 10 by default, at most 100), newest first ' +
      'or by `sort` (`oldest`, `name`, `name-desc`), with the total count for numbered pages; `q` finds a part of the name, e-mail or phone, `converted` keeps the leads that became students ' +
      '(`converted`) or not (`new`), `country` those who chose that destination (400 for another value).',
    query: profileListQuerySchema,
    response: profileListSchema,
  }),
  counselorProfiles: contract({
    method: 'GET',
    path: '/admin/counselor-student-profile-list/:employee_id',
    tag,
    summary: 'A page of the website profiles that became a counselor’s students',
    description:
      'Super Admin, or a Counselor for their own employee id only, may call it. `employee_id` is the counselor’s ' +
      'employee ID (not the uuid; 404 for an unknown one); it answers a page of profiles with the total, paged, ' +
      'sorted, searched and filtered as the list of every profile.',
    params: employeeParams,
    query: profileListQuerySchema,
    response: profileListSchema,
  }),
  profile: contract({
    method: 'GET',
    path: '/admin/profile/:profileId',
    tag,
    summary: 'A website profile',
    description: `${leadReaders}. It answers the profile, with the student it became and the earlier profile it may duplicate.`,
    params: profileParams,
    response: envelope(websiteProfileSchema),
  }),
  applications: contract({
    method: 'GET',
    path: '/user/application-list/:profileId',
    tag,
    summary: 'The applications of a website profile',
    description: `${leadReaders}. It answers the profile’s course applications, newest first, each with its course.`,
    params: profileParams,
    response: envelope(z.array(webApplicationSchema)),
  }),
  updateApplication: contract({
    method: 'PATCH',
    path: '/user/application-list/:profileId/:applicationId',
    tag,
    summary: 'Change a website application',
    description:
      `${leadReaders}; \`applicationId\` is one of its applications (404 otherwise). Only the status, note or offer ` +
      'letter link sent change, and the change is audited; it answers the application.',
    params: applicationParams,
    body: webApplicationUpdateSchema,
    response: envelope(webApplicationSchema),
  }),
  leadOfStudent: contract({
    method: 'GET',
    path: '/admin/lead-of-student/:studentId',
    tag,
    summary: 'The website profile a student came from',
    description:
      'Super Admin and the student’s Counselor may call it; `studentId` is the student number. It answers the ' +
      'profile id of the lead the student was converted from, or null.',
    params: studentParams,
    response: envelope(z.object({ profileId: z.string() }).nullable()),
  }),
  convert: contract({
    method: 'POST',
    path: '/admin/convert-profile/:profileId',
    tag,
    summary: 'Convert a website profile into a student',
    description:
      'Super Admin may call it. The lead becomes a follow-up student of the chosen Counselor, prefilled from the ' +
      'profile and linked both ways, and the Counselor is notified; a lead converts once (409 after). It answers ' +
      'the profile and the student. A phone the enquiry kept as typed that cannot be dialled is a 400 on ' +
      '`phoneNumber`, which the body may then carry corrected.',
    params: profileParams,
    body: convertBodySchema,
    response: envelope(z.object({ profile: websiteProfileSchema, student: studentSchema })),
    status: 201,
  }),
  merge: contract({
    method: 'POST',
    path: '/admin/merge-profile/:profileId',
    tag,
    summary: 'Merge a duplicate website profile into the earlier one',
    description:
      'Super Admin may call it; `profileId` is the possible duplicate. The earlier profile keeps its contact and ' +
      'answers, takes the duplicate’s answers where it had none and its applications, and the duplicate is ' +
      'removed. 409 when the profile is not marked as a duplicate or became a student. It answers the earlier profile.',
    params: profileParams,
    response: envelope(websiteProfileSchema),
  }),
};
