import { envelope } from '../api.ts';
import { contract } from '../contract.ts';
import { counselorChangeSchema, studentChangeSchema } from '../student-changes.ts';
import { studentSchema } from '../students.ts';
import { studentParams } from './students.ts';

const tag = 'students';

/** Corrections to a registered student, and its move to another counselor (issue 22). */
export const studentChangeContracts = {
  edit: contract({
    method: 'PATCH',
    path: '/student/:studentId',
    tag,
    summary: 'Correct a student’s details',
    description:
      'Super Admin and the student’s Counselor may call it. The body names any of the registration’s fields ' +
      '(name, contact, address, education, English test, destination and funding) but the counselor; only the ' +
      'fields sent change, and an empty body or an unknown field is 400. The same name and phone number as another ' +
      'live student is 409 ("Student already exists"), as at registration; an archived student is 404 (restore ' +
      'it first). The change is audited and noted in the student’s history; it answers the student.',
    params: studentParams,
    body: studentChangeSchema,
    response: envelope(studentSchema),
  }),
  changeCounselor: contract({
    method: 'PATCH',
    path: '/student/:studentId/counselor',
    tag,
    summary: 'Give a student to another counselor',
    description:
      'Super Admin may call it. `counselorId` is the account id of an active Counselor (422 otherwise). Both ' +
      'counselors are notified, the move is audited and in the student’s history, and the student’s next step and ' +
      'the former counselor’s open tasks about the student follow it to the new one. It answers the student.',
    params: studentParams,
    body: counselorChangeSchema,
    response: envelope(studentSchema),
  }),
};
