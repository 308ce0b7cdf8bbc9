import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorCode } from '@studydesk/shared/errors';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { allocationRoutes } from './modules/allocation/allocation.routes.ts';
import { applicationsRoutes } from './modules/applications/applications.routes.ts';
import { officerQueueRoutes } from './modules/applications/officer-queue.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.ts';
import { checklistsRoutes } from './modules/checklists/checklists.routes.ts';
import { missingDocuments } from './modules/checklists/checklists.service.ts';
import { scheduleExpiry } from './modules/checklists/expiry.ts';
import { commissionRoutes } from './modules/commission/commission.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { employeesRoutes } from './modules/employees/employees.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { workImports } from './modules/imports/imports.jobs.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { mergeRoutes } from './modules/merge/merge.routes.ts';
import { scheduleMissingDocumentReminders } from './modules/messages/automatic.reminders.ts';
import { channelSenders } from './modules/messages/channels.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { scheduleOutbox } from './modules/messages/sender.ts';
import { templatesRoutes } from './modules/messages/templates.routes.ts';
import { commissionsRoutes } from './modules/money/commissions.routes.ts';
import { moneyRoutes } from './modules/money/money.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { portalRoutes } from './modules/portal/portal.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { scheduleStalledCounts } from './modules/reports/stalled-counts.ts';
import { rolesRoutes } from './modules/roles/roles.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { studentsRoutes } from './modules/students/students.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { scheduleReminders } from './modules/tasks/reminders.ts';
import { tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { timelineRoutes } from './modules/timeline/timeline.routes.ts';
import { universitiesRoutes } from './modules/universities/universities.routes.ts';
import { visaRoutes } from './modules/visa/visa.routes.ts';
import { websiteLeadsRoutes } from './modules/website-leads/website-leads.routes.ts';
import { answerWriter } from './platform/answer-writer.ts';
import { registerAccessControl } from './platform/auth/access.ts';
import { AppError, answerFrameworkError, notFoundBody, registerErrorHandling } from './platform/errors.ts';
import type { Jobs } from './platform/jobs.ts';
import { registerJsonBody } from './platform/json-body.ts';
import { createMail } from './platform/mail.ts';
import { completeOpenApi } from './platform/openapi.ts';
import { registerOriginCheck } from './platform/origin.ts';
import { attachRealtime } from './platform/realtime.ts';
import { makeSecrets } from './platform/secrets.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import type { Storage } from './platform/storage/driver.ts';
import { closeAfterEarlyAnswer } from './platform/storage/early-refusal.ts';
import { createStorage } from './platform/storage/storage.ts';
import { refuseUnstorableText } from './platform/unstorable-text.ts';
import { VERSION } from './server-package.ts';

export interface BuildOptions {
  config: Config;
  db: Db;
  /** Where files go; by default the one of the configuration (local disk or S3). */
  storage?: Storage;
  /** The job queue (scheduled reminders); main.ts starts it, tests that need it pass one. */
  jobs?: Jobs;
  /** The process's pino logger; tests leave it out and log nothing. */
  logger?: FastifyBaseLogger;
}

/** Every module's routes, mounted under /api/v1. */
export const MODULES = [
  healthRoutes,
  authRoutes,
  passwordResetRoutes,
  rolesRoutes,
  employeesRoutes,
  studentsRoutes,
  notificationsRoutes,
  documentsRoutes,
  settingsRoutes,
  systemRoutes,
  applicationsRoutes,
  officerQueueRoutes,
  visaRoutes,
  commissionRoutes,
  auditRoutes,
  universitiesRoutes,
  websiteLeadsRoutes,
  tasksRoutes,
  allocationRoutes,
  checklistsRoutes,
  portalRoutes,
  templatesRoutes,
  timelineRoutes,
  messagesRoutes,
  reportsRoutes,
  searchRoutes,
  mergeRoutes,
  importsRoutes,
  moneyRoutes,
  commissionsRoutes,
];

/** Fastify's form of TRUST_PROXY: a hop count becomes "trust the first N hops from the socket", as proxy-addr does. */
function trustedProxies(setting: Config['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

export async function buildApp({ config, db, jobs, logger, storage = createStorage(config) }: BuildOptions) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    requestTimeout: 120_000,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerWriter({ check: config.NODE_ENV !== 'production' }));
  registerErrorHandling(app);
  registerJsonBody(app);
  await makeSecrets(db);

  await app.register(cookie);
  // One file a request, streamed; its size limit is checked while it streams (413).
  await app.register(multipart, {
    limits: { fileSize: config.UPLOAD_LIMIT_MB * 1024 * 1024, files: 1, fields: 4, fieldSize: 1000, parts: 5 },
  });
  closeAfterEarlyAnswer(app);
  registerSecurityHeaders(app);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(ErrorCode.RATE_LIMITED, 'Too many attempts. Wait a minute and try again.'),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'StudyDesk API',
        version: VERSION,
        description:
          'The API of StudyDesk, the office system of a study-abroad consultancy. Every answer is JSON: `{ data }` ' +
          'on success, `{ error: { code, message, fields? } }` on failure. Staff routes take the session cookie ' +
          '`sid` that `POST /api/v1/auth/login` sets; writes from a browser must come from the same origin.',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
    // read when the document is first asked for: every route (and its access rule) is declared by then
    transformObject: (document) =>
      'openapiObject' in document
        ? completeOpenApi(document.openapiObject, app.declaredRoutes)
        : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerOriginCheck(app);
  registerAccessControl(app, db);
  refuseUnstorableText(app);
  const realtime = await attachRealtime(app, db, config);
  await app.register(
    async (api) => {
      for (const routes of MODULES) await api.register(routes, { db, config, realtime, storage, jobs });
    },
    { prefix: '/api/v1' },
  );
  // Scheduled work runs on the job queue, once across every instance, never on an in-process timer.
  if (jobs) await scheduleReminders(jobs, db, realtime);
  if (jobs) await scheduleMissingDocumentReminders(jobs, db, missingDocuments);
  if (jobs) await scheduleExpiry(jobs, db, realtime);
  if (jobs) await scheduleStalledCounts(jobs, db);
  if (jobs) app.addHook('onClose', await workImports(jobs, { db, storage, realtime }));
  if (jobs) {
    const stopOutbox = await scheduleOutbox(jobs, db, channelSenders(db, config, createMail(config)), logger);
    app.addHook('onClose', stopOutbox);
  }

  const webIndex = path.join(config.WEB_DIST, 'index.html');
  if (existsSync(webIndex)) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST,
      // Looks files up per request, so a rebuild of the web app is served without a restart.
      wildcard: true,
      index: false,
      // Folders (the root included) are pages of the app: left to the not-found handler below.
      allowedPath: (pathname) => path.extname(pathname) !== '',
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  // The web app owns every path that is not the API: its router shows the page, or its not-found page.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // Page paths get the app; a missing file (an old asset, a typo) gets a real 404.
    const isPage = !pathname.startsWith('/api/') && !path.extname(pathname);
    if (isPage && request.method === 'GET' && existsSync(webIndex)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(notFoundBody(request.method, request.url));
  });
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
