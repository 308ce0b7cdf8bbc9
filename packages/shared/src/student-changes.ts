import { z } from 'zod';
import { somethingToChange } from './api.ts';
import { createStudentSchema } from './students.ts';

/** The shape's fields as they check a value, without the default that fills one that is not sent. */
type Undefaulted<S extends z.ZodRawShape> = { [K in keyof S]: S[K] extends z.ZodDefault<infer I> ? I : S[K] };
function withoutDefaults<S extends z.ZodRawShape>(shape: S) {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, field instanceof z.ZodDefault ? field.unwrap() : field]),
  ) as Undefaulted<S>;
}

/**
 * The registration's fields (all but the counselor and the messages' language, which have their own calls), each optional and without its
 * default: what the Edit form checks, and, needing at least one, the body of PATCH /student/{studentId}, so only
 * the fields sent change. An unknown field (`counselor`, `status`) is refused rather than silently dropped.
 */
export const studentChangeFieldsSchema = z
  .strictObject(withoutDefaults(createStudentSchema.omit({ counselor: true, messageLanguage: true }).shape))
  .partial();
export const studentChangeSchema = somethingToChange(studentChangeFieldsSchema);
export type StudentChange = z.infer<typeof studentChangeSchema>;

/** PATCH /student/{studentId}/counselor: the account id of the active Counselor who takes the student over. */
export const counselorChangeSchema = z.object({ counselorId: z.guid({ error: 'Choose a counselor' }) });
export type CounselorChange = z.infer<typeof counselorChangeSchema>;
