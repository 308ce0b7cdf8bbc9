import { envelope } from '../api.ts';
import { contract } from '../contract.ts';
import { healthSchema } from '../health.ts';

const tag = 'health';

/** Whether the server and its database answer: for load balancers, monitors and the system page. */
export const healthContracts = {
  health: contract({
    method: 'GET',
    path: '/health',
    tag,
    summary: 'Whether the server is up',
    description:
      'Anyone may call it, signed in or not; it answers the version, whether the database answers and the uptime. ' +
      'The status is 200 with `ok`, or 503 with `degraded` and the same body while the database cannot be reached.',
    response: envelope(healthSchema),
  }),
};
