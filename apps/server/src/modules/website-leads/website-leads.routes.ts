import { websiteLeadsContracts as leads, profileParams } from '@studydesk/shared/contracts/website-leads';
import { ErrorCode } from '@studydesk/shared/errors';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { websiteProfiles } from '../../db/schema/website.ts';
import { students } from '../../db/schema.ts';
import { access, actorOf, type Scope } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { employeeUuid, ownEmployeeId, studentRules } from '../students/students.access.ts';
import { clearVisitor, setVisitor, visitorOf } from './visitor.ts';
import { mergeDuplicate, submitEnquiry } from './website-leads.enquiry.ts';
import {
  applyToCourse,
  convertedFor,
  convertProfile,
  getProfile,
  inCounselorsReach,
  listApplications,
  listProfiles,
  profileNotFound,
  updateApplication,
  visitorView,
} from './website-leads.service.ts';

const noVisitor = () => new AppError(ErrorCode.NO_ENQUIRY, 'Send the enquiry form first, so we know who is applying.');

export const websiteLeadsRoutes: AppRoutes = async (app, { db, config, realtime }) => {
  /** Super Admin sees every lead; a Counselor the leads that became their own students, while not deleted. */
  const profileInReach: Scope = async (request, actor) => {
    if (actor.role !== 'Counselor') return false;
    return inCounselorsReach(db, profileParams.parse(request.params).profileId, actor.id);
  };
  const leadReaders = access.roles(['Super Admin', 'Counselor'], profileInReach);
  const publicLimit = { max: config.ENQUIRY_RATE_LIMIT, timeWindow: '10 minutes' };

  // The public side (no sign-in): the enquiry, the visitor's own profile and applications.
  route(app, leads.enquiry, { access: access.public(), rateLimit: publicLimit }, async (request, reply) => {
    const { answer, deliveries } = await submitEnquiry(db, request.body, await visitorOf(db, request));
    realtime.publish(deliveries);
    await setVisitor(db, request, reply, answer.profileId);
    return { data: answer };
  });

  /**
   * The visitor's enquiry, or null: no cookie, or the enquiry it names was merged into another since. Any other
   * failure (the database) stays one.
   */
  const visitorProfile = async (request: FastifyRequest) => {
    const profileId = await visitorOf(db, request);
    if (!profileId) return null;
    return getProfile(db, profileId).catch((error) => {
      if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) return null;
      throw error;
    });
  };

  route(app, leads.myProfile, { access: access.public() }, async (request, reply) => {
    const profile = await visitorProfile(request);
    if (!profile) {
      clearVisitor(reply);
      return { data: { profile: null, applications: [] } };
    }
    // The visitor's own narrow answer, never the staff's profile: it may duplicate someone else's enquiry.
    return { data: await visitorView(db, profile) };
  });

  route(app, leads.forgetMe, { access: access.public() }, async (_request, reply) => {
    clearVisitor(reply);
    return { data: null };
  });

  route(app, leads.apply, { access: access.public(), rateLimit: publicLimit }, async (request, reply) => {
    const profile = await visitorProfile(request);
    // no application either when the enquiry was merged into another while this one was being saved
    const application = profile && (await applyToCourse(db, profile._id, request.body));
    if (!application) {
      clearVisitor(reply);
      throw noVisitor();
    }
    return { data: application };
  });

  // The staff side (SPEC.md 2.16 and 7).
  route(app, leads.profiles, { access: access.roles(['Super Admin']) }, async (request) =>
    listProfiles(db, request.query),
  );

  route(
    app,
    leads.counselorProfiles,
    { access: access.roles(['Super Admin', 'Counselor'], ownEmployeeId) },
    async (request) => listProfiles(db, request.query, convertedFor(await employeeUuid(db, request))),
  );

  route(app, leads.profile, { access: leadReaders }, async (request) => ({
    data: await getProfile(db, request.params.profileId),
  }));

  route(app, leads.applications, { access: leadReaders }, async (request) => {
    await getProfile(db, request.params.profileId); // 404 for an unknown profile
    return { data: await listApplications(db, request.params.profileId) };
  });

  route(app, leads.updateApplication, { access: leadReaders }, async (request) => {
    const { profileId, applicationId } = request.params;
    const application = await updateApplication(db, profileId, applicationId, request.body, actorOf(request));
    if (!application) throw profileNotFound();
    return { data: application };
  });

  // The other way of the link: the lead a student came from, for the student details.
  route(app, leads.leadOfStudent, { access: studentRules(db).followUp }, async (request) => {
    const [row] = await db
      .select({ profileId: websiteProfiles.id })
      .from(websiteProfiles)
      .innerJoin(students, eq(students.id, websiteProfiles.studentId))
      .where(eq(students.studentId, request.params.studentId));
    return { data: row ?? null };
  });

  route(app, leads.convert, { access: access.roles(['Super Admin']) }, async (request) => {
    const { profile, student, deliveries } = await convertProfile(
      db,
      request.params.profileId,
      request.body,
      actorOf(request),
    );
    realtime.publish(deliveries);
    return { data: { profile, student } };
  });

  route(app, leads.merge, { access: access.roles(['Super Admin']) }, async (request) => ({
    data: await mergeDuplicate(db, request.params.profileId, actorOf(request)),
  }));
};
