import type { UseFormReturnType } from '@mantine/form';
import { type CreateStudentInput, createStudentSchema } from '@studydesk/shared/students';
import { splitServerFields } from '../../ui/forms.ts';

/** Every field of the Create Student form, each a string ('' when not filled). */
export type StudentFormValues = Required<CreateStudentInput>;
export type StudentForm = UseFormReturnType<StudentFormValues>;

/** SPEC.md 3: the country starts as Bangladesh; everything else starts empty. */
export function emptyStudentForm(): StudentFormValues {
  const values = Object.fromEntries(Object.keys(createStudentSchema.shape).map((key) => [key, '']));
  return { ...values, country: 'Bangladesh' } as StudentFormValues;
}

/**
 * The server's field errors this form shows (the fields of createStudentSchema); others go to a toast. The form
 * itself calls applyServerErrors (ui/forms.ts), which finds the same fields from its values.
 */
export function formFieldErrors(fields: Record<string, string>): Record<string, string> {
  return splitServerFields(fields, (field) => Object.hasOwn(createStudentSchema.shape, field)).known;
}
