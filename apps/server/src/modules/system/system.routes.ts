import { envelope } from '@studydesk/shared/api';
import { systemStatusSchema } from '@studydesk/shared/employees';
import { sql } from 'drizzle-orm';
import { access } from '../../platform/auth/access.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { VERSION } from '../../version.ts';

/** The Software Engineer's view of the running system. */
export const systemRoutes: AppRoutes = async (app, { db, storage, realtime }) => {
  app.get(
    '/system/status',
    {
      config: { access: access.roles(['Software Engineer', 'Super Admin']) },
      schema: { tags: ['system'], response: { 200: envelope(systemStatusSchema) } },
    },
    async () => {
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
        },
      };
    },
  );
};
