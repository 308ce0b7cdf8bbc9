import type { RoleRecord } from '@studydesk/shared/auth';
import {
  type AddEmployeeFields,
  addEmployeeFieldsSchema,
  EMPLOYEE_FILES,
  type EmployeeFile,
} from '@studydesk/shared/employees';
import { DESIGNATIONS, type Role } from '@studydesk/shared/role-names';
import { splitServerFields } from '../../ui/forms.ts';

/** The text fields of Add Employee as the form holds them (the designation is empty until chosen). */
export type AddEmployeeValues = Omit<Required<AddEmployeeFields>, 'role'> & { role: string };

export type EmployeeFiles = Record<EmployeeFile, File | null>;

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const DOCUMENT_ACCEPT = '.pdf,.doc,.docx,.jpg,.jpeg,.png,.webp,application/pdf';

export function emptyAddEmployeeForm(): AddEmployeeValues {
  return {
    name: '',
    employee_id: '',
    email: '',
    password: '',
    role: '',
    phone: '',
    familyPhone: '',
    salary: '',
    address: '',
    previousExperience: '',
  };
}

export function emptyEmployeeFiles(): EmployeeFiles {
  return { profilePic: null, cv: null, resume: null };
}

/** SPEC.md 5: the profile picture and the CV are required; the picture must be an image the server accepts. */
export function fileErrors(files: EmployeeFiles): Partial<Record<EmployeeFile, string>> {
  const errors: Partial<Record<EmployeeFile, string>> = {};
  if (!files.profilePic) errors.profilePic = 'Choose a profile picture';
  else if (!isImage(files.profilePic)) errors.profilePic = 'Use a JPEG, PNG or WebP picture';
  if (!files.cv) errors.cv = 'Choose the CV file';
  return errors;
}

export function isImage(file: File): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(file.type);
}

/** The multipart body of POST /super-admin/add-employee: every text field, then the chosen files. */
export function buildEmployeeFormData(values: AddEmployeeValues, files: EmployeeFiles): FormData {
  const parsed = addEmployeeFieldsSchema.parse(values);
  const body = new FormData();
  for (const [key, value] of Object.entries(parsed)) body.append(key, String(value ?? ''));
  for (const key of EMPLOYEE_FILES) {
    const file = files[key];
    if (file) body.append(key, file, file.name);
  }
  return body;
}

/** The fields Add Employee shows an error next to: its text inputs and its three file pickers. */
export const ADD_EMPLOYEE_FIELDS: readonly string[] = [
  ...Object.keys(addEmployeeFieldsSchema.shape),
  ...EMPLOYEE_FILES,
];

/** Splits the server's `fields` into those the form shows next to an input and the rest. */
export function splitFieldErrors(fields: Record<string, string>) {
  return splitServerFields(fields, (field) => ADD_EMPLOYEE_FIELDS.includes(field));
}

/** SPEC.md 4: Add Role offers the designations the employee does not hold yet, in the designation order. */
export function offeredRoles(held: Pick<RoleRecord, 'role'>[]): Role[] {
  const taken = new Set<string>(held.map((r) => r.role));
  return DESIGNATIONS.filter((role) => !taken.has(role));
}

/** The Counselors who can take over someone's students: everyone but the one leaving. */
export function handOverOptions<T extends { _id: string }>(counselors: T[], leavingId: string): T[] {
  return counselors.filter((c) => c._id !== leavingId);
}

/** The file name the server gives the zip (SPEC.md 7), used for the saved download too. */
export function documentsZipName(employeeId: string): string {
  return `documents_of_${employeeId}.zip`;
}
