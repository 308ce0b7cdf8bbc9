import { createStudentSchema } from '@studydesk/shared/students';
import { describe, expect, it } from 'vitest';
import { changedStudentFields, emptyStudentForm, formFieldErrors, studentFormValues } from './student-form.ts';

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

describe('the Edit form', () => {
  const student = {
    ...emptyStudentForm(),
    _id: 'a1',
    studentId: 10001,
    fullName: 'Nadia Karim',
    email: 'nadia@example.com',
    phoneNumber: '01711-000111',
    city: 'Dhaka',
    counselor: { id: 'c1', employee_id: 'E1', employee_name: 'Nusrat' },
    status: 'follow-up' as const,
    advices: '',
    advise: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  };

  it('starts from the student, every field a text, the counselor by id', () => {
    const values = studentFormValues(student);
    expect(Object.keys(values).sort()).toEqual(Object.keys(createStudentSchema.shape).sort());
    expect(values).toMatchObject({ fullName: 'Nadia Karim', city: 'Dhaka', counselor: 'c1', street: '' });
  });

  it('sends only the fields that changed, never the counselor or the messages’ language, and nothing for spaces alone', () => {
    const initial = studentFormValues(student);
    const values = {
      ...initial,
      phoneNumber: '01811-222333',
      city: 'Dhaka ',
      street: 'Road 5',
      counselor: 'c2',
      messageLanguage: 'bn' as const,
    };
    expect(changedStudentFields(initial, values)).toEqual({ phoneNumber: '01811-222333', street: 'Road 5' });
    expect(changedStudentFields(initial, initial)).toEqual({});
  });
});
