import { envelope } from '@studydesk/shared/api';
import {
  addEmployeeFieldsSchema,
  addRoleBodySchema,
  deactivateSchema,
  EMPLOYEE_FILES,
  type EmployeeFile,
  editEmployeeSchema,
  employeeListQuerySchema,
  employeePageSchema,
  employeeSchema,
  resetPasswordSchema,
} from '@studydesk/shared/employees';
import { roleSchema } from '@studydesk/shared/roles';
import { counselorOptionSchema, pageInfoSchema, studentFilterSchema, studentSchema } from '@studydesk/shared/students';
import { z } from 'zod';
import { access, actorOf } from '../../platform/auth/access.ts';
import { invalid } from '../../platform/errors.ts';
import { documentHeaders } from '../../platform/http.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { receiveForm } from '../../platform/storage/multipart-form.ts';
import { sendZip, type ZipEntry } from '../../platform/storage/zip.ts';
import { employeeParams, studentsOfPathEmployee } from '../students/students.access.ts';
import { listStudents } from '../students/students.service.ts';
import {
  activate,
  activeEmployeesWithRole,
  addRole,
  createEmployee,
  deactivate,
  editEmployee,
  employeeByEmployeeId,
  employeeFile,
  getEmployee,
  listEmployees,
  removeRole,
  resetPassword,
} from './employees.service.ts';

const tags = ['employees'];
const idParams = z.object({ id: z.string().uuid() });
const answer = { 200: envelope(employeeSchema) };
const FILE_NAMES: Record<EmployeeFile, string> = { profilePic: 'Profile picture', cv: 'CV', resume: 'NID' };

export const employeesRoutes: AppRoutes = async (app, { db, config, realtime, storage }) => {
  const superAdmin = access.roles(['Super Admin']);
  /** Hr reads the directory and the documents; only Super Admin changes anything. */
  const directory = access.roles(['Super Admin', 'Hr']);
  const limitBytes = config.UPLOAD_LIMIT_MB * 1024 * 1024;

  /** Counselor options (SPEC.md 3) for the Create Student form: the active employees holding Counselor. */
  app.get(
    '/employees/counselors',
    {
      config: { access: access.roles(['Super Admin', 'receptionist']) },
      schema: { tags, response: { 200: envelope(z.array(counselorOptionSchema)) } },
    },
    async () => ({ data: await activeEmployeesWithRole(db, 'Counselor') }),
  );

  app.post(
    '/super-admin/add-employee',
    { config: { access: superAdmin }, schema: { tags, response: { 201: envelope(employeeSchema) } } },
    async (request, reply) => {
      const form = await receiveForm(request, storage, 'employees', EMPLOYEE_FILES, limitBytes);
      const parsed = addEmployeeFieldsSchema.safeParse(form.fields);
      const fields: Record<string, string> = {};
      if (!parsed.success) for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
      if (!form.files.profilePic) fields.profilePic = 'Choose a profile picture';
      else if (!form.files.profilePic.contentType.startsWith('image/'))
        fields.profilePic = 'Use a JPEG, PNG or WebP picture';
      if (!form.files.cv) fields.cv = 'Choose the CV';
      if (!parsed.success || Object.keys(fields).length) {
        await form.discard();
        throw invalid(fields);
      }
      try {
        const employee = await createEmployee(
          db,
          parsed.data as Required<typeof parsed.data>,
          form.files,
          actorOf(request).id,
        );
        return reply.status(201).send({ data: employee });
      } catch (error) {
        await form.discard();
        throw error;
      }
    },
  );

  app.get(
    '/super-admin/get-employee-list',
    {
      config: { access: directory },
      schema: { tags, querystring: employeeListQuerySchema, response: { 200: employeePageSchema } },
    },
    async (request) => listEmployees(db, request.query),
  );

  app.get(
    '/super-admin/employee/:id',
    { config: { access: directory }, schema: { tags, params: idParams, response: answer } },
    async (request) => ({ data: await getEmployee(db, request.params.id) }),
  );

  app.patch(
    '/super-admin/employee/:id',
    { config: { access: superAdmin }, schema: { tags, params: idParams, body: editEmployeeSchema, response: answer } },
    async (request) => ({ data: await editEmployee(db, request.params.id, request.body, actorOf(request).id) }),
  );

  app.post(
    '/super-admin/add-new-role',
    { config: { access: superAdmin }, schema: { tags, body: addRoleBodySchema, response: answer } },
    async (request) => ({
      data: await addRole(db, request.body.employee_id, request.body.role, actorOf(request).id),
    }),
  );

  app.delete(
    '/role/:roleId',
    {
      config: { access: superAdmin },
      schema: { tags, params: z.object({ roleId: z.string().uuid() }), response: answer },
    },
    async (request) => ({ data: await removeRole(db, request.params.roleId, actorOf(request).id) }),
  );

  app.get(
    '/super-admin/get-specific-employee-students/:employee_id',
    {
      config: { access: superAdmin },
      schema: {
        tags,
        params: employeeParams,
        querystring: studentFilterSchema.extend({ role: roleSchema.optional() }),
        response: {
          200: z.object({ data: z.array(z.object({ students: z.array(studentSchema) })), page: pageInfoSchema }),
        },
      },
    },
    async (request) => {
      // `role` picks the desk: a Counselor's own students, an officer's assigned, a visa member's handed.
      const owner = await studentsOfPathEmployee(db, request, actorOf(request), request.query.role);
      const { data, page } = await listStudents(db, request.query, owner);
      return { data: [{ students: data }], page };
    },
  );

  app.post(
    '/super-admin/employee/:id/reset-password',
    {
      config: { access: superAdmin },
      schema: { tags, params: idParams, body: resetPasswordSchema, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await resetPassword(db, request.params.id, request.body.password, actorOf(request).id);
      realtime.disconnect({ employeeId: request.params.id });
      return { data: null };
    },
  );

  app.post(
    '/super-admin/employee/:id/deactivate',
    { config: { access: superAdmin }, schema: { tags, params: idParams, body: deactivateSchema, response: answer } },
    async (request) => {
      const employee = await deactivate(db, request.params.id, request.body.handOverTo, actorOf(request).id);
      realtime.disconnect({ employeeId: request.params.id });
      return { data: employee };
    },
  );

  app.post(
    '/super-admin/employee/:id/activate',
    { config: { access: superAdmin }, schema: { tags, params: idParams, response: answer } },
    async (request) => ({ data: await activate(db, request.params.id, actorOf(request).id) }),
  );

  app.get(
    '/super-admin/download-employee-docs/:employee_id',
    { config: { access: directory }, schema: { tags, params: employeeParams } },
    async (request, reply) => {
      const employee = await employeeByEmployeeId(db, request.params.employee_id);
      const entries: ZipEntry[] = [];
      for (const kind of EMPLOYEE_FILES) {
        const doc = await employeeFile(db, employee.id, kind).catch(() => null);
        if (doc) entries.push({ storageKey: doc.storageKey, contentType: doc.contentType, name: FILE_NAMES[kind] });
      }
      return sendZip(reply, storage, `documents_of_${employee.employeeId}.zip`, entries);
    },
  );

  /** Profile pictures are for every colleague to see; the CV and NID only for Super Admin, Hr and the employee. */
  const fileParams = idParams.extend({ kind: z.enum(EMPLOYEE_FILES) });
  const fileAccess = access.signedIn((request, actor) => {
    const { id, kind } = fileParams.parse(request.params);
    return kind === 'profilePic' || actor.role === 'Hr' || actor.id === id;
  });
  app.get(
    '/employees/:id/files/:kind',
    { config: { access: fileAccess }, schema: { tags, params: fileParams } },
    async (request, reply) => {
      const doc = await employeeFile(db, request.params.id, request.params.kind);
      return reply.headers(documentHeaders(doc)).send(await storage.get(doc.storageKey));
    },
  );
};
