import { healthContracts } from '@studydesk/shared/contracts/health';
import { sql } from 'drizzle-orm';
import { access } from '../../platform/auth/access.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { VERSION } from '../../server-package.ts';

const health = healthContracts.health;

export const healthRoutes: AppRoutes = async (app, { db }) => {
  // Registered from its contract by hand, not with route(): its 503 answers the same body as its 200 (not the
  // error shape), which only a response schema per status can say.
  app.get(
    health.path,
    {
      config: { access: access.public() },
      schema: {
        tags: [health.tag],
        summary: health.summary,
        description: health.description,
        response: { 200: health.response, 503: health.response },
      },
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
