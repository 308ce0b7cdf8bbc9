import type { UseFormReturnType } from '@mantine/form';
import type { StudentChange } from '@studydesk/shared/student-changes';
import { type CreateStudentInput, createStudentSchema, type Student } from '@studydesk/shared/students';
import { splitServerFields } from '../../ui/forms.ts';
import { showPhone } from '../../ui/office-phone.ts';

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

/** The Edit form starts from the student as it is ('' for an empty field); the counselor is kept, never sent. */
export function studentFormValues(student: Student): StudentFormValues {
  const empty = emptyStudentForm();
  const values = Object.fromEntries(
    Object.keys(empty).map((key) => {
      const value = student[key as keyof Student];
      return [key, typeof value === 'string' ? value : ''];
    }),
  );
  // Numbers as the office dials them (`01700-000163`), not as stored (`+8801700000163`).
  const phones = {
    phoneNumber: showPhone(student.phoneNumber),
    parentPhone: student.parentPhone && showPhone(student.parentPhone),
  };
  return { ...values, ...phones, counselor: student.counselor?.id ?? '' } as StudentFormValues;
}

/** The fields the Edit form may send: all but the counselor and the messages' language, which have their own calls. */
function editableFields({ counselor: _, messageLanguage: __, ...fields }: StudentFormValues) {
  return fields;
}

/** The body of PATCH /student/{studentId}: only what differs from the start (as the server trims it). */
export function changedStudentFields(initial: StudentFormValues, values: StudentFormValues): StudentChange {
  const start = editableFields(initial);
  return Object.fromEntries(
    Object.entries(editableFields(values)).filter(
      ([key, value]) => value.trim() !== start[key as keyof typeof start].trim(),
    ),
  ) as StudentChange;
}
