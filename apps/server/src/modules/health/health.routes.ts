import { envelope } from '@studydesk/shared/api';
import { healthSchema } from '@studydesk/shared/health';
import { sql } from 'drizzle-orm';
import { access } from '../../platform/auth/access.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { VERSION } from '../../version.ts';

export const healthRoutes: AppRoutes = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { access: access.public() },
      schema: { tags: ['health'], response: { 200: envelope(healthSchema), 503: envelope(healthSchema) } },
    },
    async (_request, reply) => {
      const database = await db.execute(sql`select 1`).then(
        () => 'up' as const,
        () => 'down' as const,
      );
      const data = {
        status: database === 'up' ? ('ok' as const) : ('degraded' as const),
        version: VERSION,
        database,
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(database === 'up' ? 200 : 503).send({ data });
    },
  );
};
