import { z } from 'zod';
import { envelope } from '../api.ts';
import { emailSchema, roleRecordSchema } from '../auth.ts';
import { contract } from '../contract.ts';

const tag = 'roles';

/** The e-mail of the account whose roles are asked (lower-cased, as accounts are compared). */
const emailParams = z.object({ email: emailSchema });

/** The roles an account holds: what the role selector offers. */
export const rolesContracts = {
  ofEmail: contract({
    method: 'GET',
    path: '/role/:email',
    tag,
    summary: 'The roles of an account',
    description:
      'Anyone signed in may list the roles of their own account; Super Admin may list anyone’s. `email` is the ' +
      'account’s e-mail, in any case; it answers the role records oldest first, and none for an unknown e-mail.',
    params: emailParams,
    response: envelope(z.array(roleRecordSchema)),
  }),
};
