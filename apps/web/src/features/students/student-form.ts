import type { UseFormReturnType } from '@mantine/form';
import { type CreateStudentInput, createStudentSchema } from '@studydesk/shared/students';

/** Every field of the Create Student form, each a string ('' when not filled). */
export type StudentFormValues = Required<CreateStudentInput>;
export type StudentForm = UseFormReturnType<StudentFormValues>;

/** SPEC.md 3: the country starts as Bangladesh; everything else starts empty. */
export function emptyStudentForm(): StudentFormValues {
  const values = Object.fromEntries(Object.keys(createStudentSchema.shape).map((key) => [key, '']));
  return { ...values, country: 'Bangladesh' } as StudentFormValues;
}

/** Field names the server may report errors for that this form shows; others go to a toast. */
export function formFieldErrors(fields: Record<string, string>): Record<string, string> {
  const known = new Set(Object.keys(createStudentSchema.shape));
  return Object.fromEntries(Object.entries(fields).filter(([key]) => known.has(key)));
}
