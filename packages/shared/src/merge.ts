import { z } from 'zod';
import { MAX_STUDENT_ID, studentDetailsSchema } from './students.ts';

/** The fields a merge chooses between (issue 19): the student's own details, each taken from one of the two. */
export const MERGE_FIELDS = ['fullName', 'email', 'phoneNumber', ...Object.keys(studentDetailsSchema.shape)] as [
  string,
  ...string[],
];

/**
 * Two students made one: `keep` survives with everything of both; `merge` is archived, pointing to it. `take` names
 * the fields whose value comes from `merge` (the others keep `keep`'s).
 */
export const mergeStudentsSchema = z.object({
  keep: z.number().int().positive().max(MAX_STUDENT_ID),
  merge: z.number().int().positive().max(MAX_STUDENT_ID),
  take: z.array(z.enum(MERGE_FIELDS)).max(MERGE_FIELDS.length).default([]),
});
export type MergeStudentsInput = z.input<typeof mergeStudentsSchema>;
