import { envelope } from '@studydesk/shared/api';
import { ErrorCode } from '@studydesk/shared/errors';
import { studentSchema } from '@studydesk/shared/students';
import {
  applyBodySchema,
  convertBodySchema,
  enquiryAnswerSchema,
  enquirySchema,
  profileListSchema,
  profilePageQuerySchema,
  webApplicationSchema,
  webApplicationUpdateSchema,
  websiteProfileSchema,
} from '@studydesk/shared/website-leads';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { students, websiteProfiles } from '../../db/schema.ts';
import { access, actorOf, type Scope } from '../../platform/auth/access.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import {
  employeeParams,
  employeeUuid,
  ownEmployeeId,
  studentParams,
  studentRules,
} from '../students/students.access.ts';
import { clearVisitor, setVisitor, visitorOf } from './visitor.ts';
import { mergeDuplicate, submitEnquiry } from './website-leads.enquiry.ts';
import {
  applyToCourse,
  convertedFor,
  convertProfile,
  getProfile,
  listApplications,
  listProfiles,
  profileNotFound,
  updateApplication,
} from './website-leads.service.ts';

const tags = ['website leads'];
const profileParams = z.object({ profileId: z.string().uuid('Not a website profile id') });
const applicationParams = profileParams.extend({ applicationId: z.string().uuid('Not an application id') });
const visitorAnswer = envelope(
  z.object({ profile: websiteProfileSchema.nullable(), applications: z.array(webApplicationSchema) }),
);
const noVisitor = () => new AppError(ErrorCode.NO_ENQUIRY, 'Send the enquiry form first, so we know who is applying.');

export const websiteLeadsRoutes: AppRoutes = async (app, { db, config, realtime }) => {
  /** Super Admin sees every lead; a Counselor the leads that became their own students. */
  const profileInReach: Scope = async (request, actor) => {
    if (actor.role !== 'Counselor') return false;
    const { profileId } = profileParams.parse(request.params);
    const [row] = await db
      .select({ id: websiteProfiles.id })
      .from(websiteProfiles)
      .innerJoin(students, eq(students.id, websiteProfiles.studentId))
      .where(and(eq(websiteProfiles.id, profileId), eq(students.counselorId, actor.id)));
    return Boolean(row);
  };
  const leadReaders = access.roles(['Super Admin', 'Counselor'], profileInReach);
  const publicLimit = { max: config.ENQUIRY_RATE_LIMIT, timeWindow: '10 minutes' };

  // The public side (no sign-in): the enquiry, the visitor's own profile and applications.
  app.post(
    '/public/enquiry',
    {
      config: { access: access.public(), rateLimit: publicLimit },
      schema: { tags, body: enquirySchema, response: { 200: envelope(enquiryAnswerSchema) } },
    },
    async (request, reply) => {
      const answer = await submitEnquiry(db, request.body, await visitorOf(db, request));
      await setVisitor(db, request, reply, answer.profileId);
      return { data: answer };
    },
  );

  app.get(
    '/public/my-profile',
    { config: { access: access.public() }, schema: { tags, response: { 200: visitorAnswer } } },
    async (request, reply) => {
      const profileId = await visitorOf(db, request);
      const profile = profileId ? await getProfile(db, profileId).catch(() => null) : null;
      if (!profile) {
        clearVisitor(reply);
        return { data: { profile: null, applications: [] } };
      }
      return { data: { profile, applications: await listApplications(db, profile._id) } };
    },
  );

  app.delete(
    '/public/my-profile',
    { config: { access: access.public() }, schema: { tags, response: { 200: envelope(z.null()) } } },
    async (_request, reply) => {
      clearVisitor(reply);
      return { data: null };
    },
  );

  app.post(
    '/public/applications',
    {
      config: { access: access.public(), rateLimit: publicLimit },
      schema: { tags, body: applyBodySchema, response: { 201: envelope(webApplicationSchema) } },
    },
    async (request, reply) => {
      const profileId = await visitorOf(db, request);
      if (!profileId) throw noVisitor();
      return reply.status(201).send({ data: await applyToCourse(db, profileId, request.body) });
    },
  );

  // The staff side (SPEC.md 2.16 and 7).
  app.get(
    '/admin/enrolled-profile-list',
    {
      config: { access: access.roles(['Super Admin']) },
      schema: { tags, querystring: profilePageQuerySchema, response: { 200: profileListSchema } },
    },
    async (request) => listProfiles(db, request.query.page),
  );

  app.get(
    '/admin/counselor-student-profile-list/:employee_id',
    {
      config: { access: access.roles(['Super Admin', 'Counselor'], ownEmployeeId) },
      schema: {
        tags,
        params: employeeParams,
        querystring: profilePageQuerySchema,
        response: { 200: profileListSchema },
      },
    },
    async (request) => listProfiles(db, request.query.page, convertedFor(await employeeUuid(db, request))),
  );

  app.get(
    '/admin/profile/:profileId',
    {
      config: { access: leadReaders },
      schema: { tags, params: profileParams, response: { 200: envelope(websiteProfileSchema) } },
    },
    async (request) => ({ data: await getProfile(db, request.params.profileId) }),
  );

  app.get(
    '/user/application-list/:profileId',
    {
      config: { access: leadReaders },
      schema: { tags, params: profileParams, response: { 200: envelope(z.array(webApplicationSchema)) } },
    },
    async (request) => {
      await getProfile(db, request.params.profileId); // 404 for an unknown profile
      return { data: await listApplications(db, request.params.profileId) };
    },
  );

  app.patch(
    '/user/application-list/:profileId/:applicationId',
    {
      config: { access: leadReaders },
      schema: {
        tags,
        params: applicationParams,
        body: webApplicationUpdateSchema,
        response: { 200: envelope(webApplicationSchema) },
      },
    },
    async (request) => {
      const { profileId, applicationId } = request.params;
      const application = await updateApplication(db, profileId, applicationId, request.body, actorOf(request));
      if (!application) throw profileNotFound();
      return { data: application };
    },
  );

  // The other way of the link: the lead a student came from, for the student details.
  app.get(
    '/admin/lead-of-student/:studentId',
    {
      config: { access: studentRules(db).followUp },
      schema: {
        tags,
        params: studentParams,
        response: { 200: envelope(z.object({ profileId: z.string() }).nullable()) },
      },
    },
    async (request) => {
      const [row] = await db
        .select({ profileId: websiteProfiles.id })
        .from(websiteProfiles)
        .innerJoin(students, eq(students.id, websiteProfiles.studentId))
        .where(eq(students.studentId, request.params.studentId));
      return { data: row ?? null };
    },
  );

  app.post(
    '/admin/convert-profile/:profileId',
    {
      config: { access: access.roles(['Super Admin']) },
      schema: {
        tags,
        params: profileParams,
        body: convertBodySchema,
        response: { 201: envelope(z.object({ profile: websiteProfileSchema, student: studentSchema })) },
      },
    },
    async (request, reply) => {
      const { profile, student, deliveries } = await convertProfile(
        db,
        request.params.profileId,
        request.body.counselor,
        actorOf(request),
      );
      realtime.publish(deliveries);
      return reply.status(201).send({ data: { profile, student } });
    },
  );

  app.post(
    '/admin/merge-profile/:profileId',
    {
      config: { access: access.roles(['Super Admin']) },
      schema: { tags, params: profileParams, response: { 200: envelope(websiteProfileSchema) } },
    },
    async (request) => ({ data: await mergeDuplicate(db, request.params.profileId, actorOf(request)) }),
  );
};
