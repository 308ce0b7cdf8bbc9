import { systemContracts as system } from '@studydesk/shared/contracts/system';
import { sql } from 'drizzle-orm';
import { access } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { VERSION } from '../../server-package.ts';

/** The Software Engineer's view of the running system. */
export const systemRoutes: AppRoutes = async (app, { db, storage, realtime, jobs }) => {
  route(app, system.status, { access: access.roles(['Software Engineer', 'Super Admin']) }, async () => {
    const database = await db.execute(sql`select 1`).then(
      () => 'up' as const,
      () => 'down' as const,
    );
    return {
      data: {
        version: VERSION,
        database,
        storage: storage.driver,
        connectedClients: realtime.connectedClients(),
        uptimeSeconds: Math.round(process.uptime()),
        failedJobs: jobs
          ? (await jobs.failures()).map((failure) => ({ ...failure, lastAt: failure.lastAt.toISOString() }))
          : null,
      },
    };
  });
};
