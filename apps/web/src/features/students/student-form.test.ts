import { createStudentSchema } from '@studydesk/shared/students';
import { describe, expect, it } from 'vitest';
import { emptyStudentForm, formFieldErrors } from './student-form.ts';

describe('emptyStudentForm', () => {
  it('has every field of the create call, empty, with Bangladesh as country', () => {
    const values = emptyStudentForm();
    expect(Object.keys(values).sort()).toEqual(Object.keys(createStudentSchema.shape).sort());
    expect(values.country).toBe('Bangladesh');
    expect(values.fullName).toBe('');
    expect(values.courseTitle4).toBe('');
  });

  it('fails exactly on the required fields when left empty', () => {
    const result = createStudentSchema.safeParse(emptyStudentForm());
    expect(result.success).toBe(false);
    const paths = new Set(result.error?.issues.map((issue) => String(issue.path[0])));
    expect([...paths].sort()).toEqual(['counselor', 'email', 'fullName', 'phoneNumber']);
  });
});

describe('formFieldErrors', () => {
  it('keeps the errors of fields the form shows', () => {
    expect(formFieldErrors({ email: 'Taken', body: 'odd', phoneNumber: 'Bad' })).toEqual({
      email: 'Taken',
      phoneNumber: 'Bad',
    });
  });
});
