import { envelope } from '../api.ts';
import { contract } from '../contract.ts';
import { mergeStudentsSchema } from '../merge.ts';
import { studentSchema } from '../students.ts';

/** Two registrations of one person made one (issue 19). */
export const mergeContracts = {
  merge: contract({
    method: 'POST',
    path: '/students/merge',
    tag: 'students',
    summary: 'Merge two students into one',
    description:
      'Super Admin may call it. The student `keep` survives with the fields named in `take` taken from `merge`, ' +
      'and everything of `merge` moves to it: documents, advices, applications, officer assignments, history, ' +
      'tasks, the next step (where `keep` has none), checklist reviews, messages and website leads. `merge` is ' +
      'archived pointing to `keep` (restorable from ReCycle Students); both changes are in the audit trail and on ' +
      'the timeline. A student merged with itself is 400; one that is not live is 404; fields that would make ' +
      "the survivor another live student's name and phone are 409. Answers the surviving student.",
    body: mergeStudentsSchema,
    response: envelope(studentSchema),
  }),
};
