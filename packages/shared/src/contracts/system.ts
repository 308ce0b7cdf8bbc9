import { envelope } from '../api.ts';
import { contract } from '../contract.ts';
import { systemStatusSchema } from '../employees.ts';

const tag = 'system';

/** The Software Engineer's view of the running system. */
export const systemContracts = {
  status: contract({
    method: 'GET',
    path: '/system/status',
    tag,
    summary: 'The state of the running system',
    description:
      'The Software Engineer and Super Admin may call it; it answers the version, whether the database answers, ' +
      'the storage driver (`local` or `s3`), how many live-update sockets are connected to this instance, the ' +
      'uptime, and the job queues whose jobs failed for good in the last day, with the last error.',
    response: envelope(systemStatusSchema),
  }),
};
