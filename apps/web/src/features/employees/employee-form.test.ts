import { describe, expect, it } from 'vitest';
import {
  buildEmployeeFormData,
  documentsZipName,
  emptyAddEmployeeForm,
  emptyEmployeeFiles,
  fileErrors,
  handOverOptions,
  offeredRoles,
  splitFieldErrors,
} from './employee-form.ts';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
const pdf = () => new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });

describe('buildEmployeeFormData', () => {
  it('sends every text field, trimmed, and the chosen files under their part names', () => {
    const values = {
      ...emptyAddEmployeeForm(),
      name: ' Karim Uddin ',
      employee_id: 'E-100',
      email: 'Karim@Example.com',
      password: 'secret-pass',
      role: 'Counselor',
    };
    const body = buildEmployeeFormData(values, { ...emptyEmployeeFiles(), profilePic: png(), cv: pdf() });
    expect(body.get('name')).toBe('Karim Uddin');
    expect(body.get('email')).toBe('karim@example.com');
    expect(body.get('role')).toBe('Counselor');
    expect(body.get('phone')).toBe('');
    expect(body.get('previousExperience')).toBe('');
    expect((body.get('profilePic') as File).name).toBe('me.png');
    expect((body.get('cv') as File).name).toBe('cv.pdf');
    // The NID is optional: no part at all when none was chosen.
    expect(body.has('resume')).toBe(false);
  });
});

describe('fileErrors', () => {
  it('asks for the picture and the CV, not the NID', () => {
    expect(fileErrors(emptyEmployeeFiles())).toEqual({
      profilePic: 'Choose a profile picture',
      cv: 'Choose the CV file',
    });
    expect(fileErrors({ profilePic: png(), cv: pdf(), resume: null })).toEqual({});
  });
  it('refuses a picture that is not an image', () => {
    expect(fileErrors({ profilePic: pdf(), cv: pdf(), resume: null }).profilePic).toBe(
      'Use a JPEG, PNG or WebP picture',
    );
  });
});

describe('splitFieldErrors', () => {
  it('keeps form fields and files inline and hands back the others', () => {
    expect(splitFieldErrors({ email: 'Taken', cv: 'Missing', somethingElse: 'Odd' })).toEqual({
      known: { email: 'Taken', cv: 'Missing' },
      other: ['Odd'],
    });
  });
});

describe('offeredRoles', () => {
  it('offers the designations not held, in the designation order', () => {
    expect(offeredRoles([{ role: 'Counselor' }, { role: 'receptionist' }])).toEqual([
      'admin Officer',
      'Software Engineer',
      'Hr',
      'Admin Office Visa Section',
      'Accounts',
    ]);
  });
  it('offers nothing once every designation is held', () => {
    expect(
      offeredRoles(
        [
          'receptionist',
          'admin Officer',
          'Software Engineer',
          'Hr',
          'Counselor',
          'Admin Office Visa Section',
          'Accounts',
        ].map((role) => ({ role: role as 'Hr' })),
      ),
    ).toEqual([]);
  });
});

describe('handOverOptions', () => {
  it('leaves out the employee who is leaving', () => {
    expect(handOverOptions([{ _id: 'a' }, { _id: 'b' }], 'a')).toEqual([{ _id: 'b' }]);
  });
});

describe('documentsZipName', () => {
  it('names the zip as the server does', () => {
    expect(documentsZipName('E-100')).toBe('documents_of_E-100.zip');
  });
});
