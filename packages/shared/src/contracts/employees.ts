import { z } from 'zod';
import { envelope } from '../api.ts';
import { contract } from '../contract.ts';
import {
  addRoleBodySchema,
  EMPLOYEE_FILES,
  editEmployeeSchema,
  employeeListQuerySchema,
  employeePageSchema,
  employeeSchema,
  handOverSchema,
  resetPasswordSchema,
} from '../employees.ts';
import { roleSchema } from '../roles.ts';
import { counselorOptionSchema, pageInfoSchema, studentFilterSchema, studentSchema } from '../students.ts';

const tag = 'employees';

/** An employee's uuid in the path. */
const idParams = z.object({ id: z.string().uuid() });
/** An employee ID (the one people type, e.g. `EMP-007`) in the path: the same rule as the students module's. */
const employeeParams = z.object({ employee_id: z.string().trim().min(1).max(60) });
/** One of an employee's files: the picture, the CV or the NID (`resume`). */
const fileParams = idParams.extend({ kind: z.enum(EMPLOYEE_FILES) });
const oneEmployee = envelope(employeeSchema);

const superAdmin = 'Super Admin may call it; ';
const directory = 'Super Admin and Hr may call it; ';

/** The staff directory: accounts, their roles, their files, offboarding. */
export const employeesContracts = {
  counselors: contract({
    method: 'GET',
    path: '/employees/counselors',
    tag,
    summary: 'The Counselors a student can be given to',
    description:
      'Super Admin and the receptionist may call it; it answers every active employee holding the Counselor role ' +
      '(uuid, employee ID and name): the options of the Create Student form.',
    response: envelope(z.array(counselorOptionSchema)),
  }),
  add: contract({
    method: 'POST',
    path: '/super-admin/add-employee',
    tag,
    summary: 'Add an employee',
    description:
      superAdmin +
      'a multipart form of the account’s fields (name, employee ID, e-mail, password, designation, and optionally ' +
      'phones, salary, address and experience) with the files `profilePic` (an image) and `cv`, and optionally ' +
      '`resume` (the NID). It answers the new employee; a wrong field answers 400 naming it, a taken e-mail or ' +
      'employee ID 409, and a refused form leaves no file stored.',
    response: oneEmployee,
    status: 201,
    kind: 'multipart',
  }),
  list: contract({
    method: 'GET',
    path: '/super-admin/get-employee-list',
    tag,
    summary: 'A page of the staff directory',
    description:
      directory +
      'it answers employees by name (or by `sort`: `name-desc`, `newest`, `oldest`), active ones only unless ' +
      '`includeInactive` is `true`, filtered by `q` (a part of the name, e-mail or employee ID) and by a role, ' +
      'with how many match (`page.total`).',
    query: employeeListQuerySchema,
    response: employeePageSchema,
  }),
  get: contract({
    method: 'GET',
    path: '/super-admin/employee/:id',
    tag,
    summary: 'One employee',
    description: `${directory}it answers the employee with their roles and the links to their files. \`id\` is the uuid.`,
    params: idParams,
    response: oneEmployee,
  }),
  edit: contract({
    method: 'PATCH',
    path: '/super-admin/employee/:id',
    tag,
    summary: 'Change an employee’s details',
    description:
      superAdmin +
      'only the fields sent change (at least one), and it answers the employee. A taken e-mail answers 409; the ' +
      'change is audited.',
    params: idParams,
    body: editEmployeeSchema,
    response: oneEmployee,
  }),
  addRole: contract({
    method: 'POST',
    path: '/super-admin/add-new-role',
    tag,
    summary: 'Give an employee another role',
    description:
      superAdmin +
      '`employee_id` is the employee ID, and the role one of the designations (Super Admin is never granted this ' +
      'way). It answers the employee; a role held already answers 409.',
    body: addRoleBodySchema,
    response: oneEmployee,
  }),
  removeRole: contract({
    method: 'DELETE',
    path: '/role/:roleId',
    tag,
    summary: 'Take a role from an employee',
    description:
      superAdmin +
      '`roleId` is the uuid of the role record. It answers the employee; an account keeps at least one role (409 ' +
      'for the last), and sessions working in the removed role move to the first one left. Taking the role of a ' +
      'desk hands what they hold there to a colleague of that role, as deactivating does: `handOverTo` (Counselor), ' +
      '`applicationsTo` (admin Officer) or `visaTo` (Admin Office Visa Section), required where they still have ' +
      'students (400 naming the field otherwise).',
    params: z.object({ roleId: z.string().uuid() }),
    query: handOverSchema,
    response: oneEmployee,
  }),
  students: contract({
    method: 'GET',
    path: '/super-admin/get-specific-employee-students/:employee_id',
    tag,
    summary: 'The students of one employee',
    description:
      superAdmin +
      '`employee_id` is the employee ID, and `role` picks the desk: the students a Counselor counsels (the default), ' +
      'those assigned to an admin Officer, or those handed to a visa team member. It answers a page of them in the ' +
      'spec’s shape (one item holding `students`), with the same filters as the student lists.',
    params: employeeParams,
    query: studentFilterSchema.extend({ role: roleSchema.optional() }),
    response: z.object({ data: z.array(z.object({ students: z.array(studentSchema) })), page: pageInfoSchema }),
  }),
  resetPassword: contract({
    method: 'POST',
    path: '/super-admin/employee/:id/reset-password',
    tag,
    summary: 'Set a new password for an employee',
    description:
      superAdmin +
      'every session of the employee ends and their open pages are disconnected. The reset is audited, never the ' +
      'password.',
    params: idParams,
    body: resetPasswordSchema,
    response: envelope(z.null()),
  }),
  deactivate: contract({
    method: 'POST',
    path: '/super-admin/employee/:id/deactivate',
    tag,
    summary: 'Deactivate an employee',
    description:
      superAdmin +
      'the account can no longer sign in, its sessions end, and what it holds at each desk goes to a colleague of ' +
      'that role: the students it counsels to `handOverTo` (an active Counselor), those assigned to it for ' +
      'applications to `applicationsTo` (an active admin Officer), its visa files in progress to `visaTo` (an ' +
      'active visa section member); each required where there are any (400 naming each missing field). It answers ' +
      'the employee; one’s own account cannot be deactivated (409).',
    params: idParams,
    body: handOverSchema,
    response: oneEmployee,
  }),
  activate: contract({
    method: 'POST',
    path: '/super-admin/employee/:id/activate',
    tag,
    summary: 'Activate an employee again',
    description: `${superAdmin}the account may sign in again; it answers the employee.`,
    params: idParams,
    response: oneEmployee,
  }),
  zip: contract({
    method: 'GET',
    path: '/super-admin/download-employee-docs/:employee_id',
    tag,
    summary: 'Download an employee’s documents as a zip',
    description:
      directory +
      '`employee_id` is the employee ID. It answers a zip of the profile picture, the CV and the NID, those there ' +
      'are.',
    params: employeeParams,
    kind: 'file',
  }),
  file: contract({
    method: 'GET',
    path: '/employees/:id/files/:kind',
    tag,
    summary: 'Download one of an employee’s files',
    description:
      'Anyone signed in may read a profile picture; the CV and the NID (`resume`) only Super Admin, Hr and the ' +
      'employee. `id` is the employee’s uuid; it answers the newest file of the kind inline, 404 when there is none.',
    params: fileParams,
    kind: 'file',
  }),
};
