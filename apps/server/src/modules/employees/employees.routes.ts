import { employeesContracts as employees } from '@studydesk/shared/contracts/employees';
import { addEmployeeFieldsSchema, EMPLOYEE_FILES, type EmployeeFile } from '@studydesk/shared/employees';
import { access, actorOf } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import { invalid } from '../../platform/errors.ts';
import { documentHeaders } from '../../platform/http.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { receiveForm } from '../../platform/storage/multipart-form.ts';
import { sendZip, type ZipEntry } from '../../platform/storage/zip.ts';
import { studentsOfPathEmployee } from '../students/students.access.ts';
import { listStudents } from '../students/students.service.ts';
import { activate, deactivate, resetPassword } from './employees.lifecycle.ts';
import {
  activeEmployeesWithRole,
  addRole,
  createEmployee,
  editEmployee,
  employeeByEmployeeId,
  employeeFile,
  getEmployee,
  listEmployees,
  removeRole,
} from './employees.service.ts';

const FILE_NAMES: Record<EmployeeFile, string> = { profilePic: 'Profile picture', cv: 'CV', resume: 'NID' };

export const employeesRoutes: AppRoutes = async (app, { db, config, realtime, storage }) => {
  const superAdmin = access.roles(['Super Admin']);
  /** Hr reads the directory and the documents; only Super Admin changes anything. */
  const directory = access.roles(['Super Admin', 'Hr']);
  const limitBytes = config.UPLOAD_LIMIT_MB * 1024 * 1024;

  /** Counselor options (SPEC.md 3) for the Create Student form: the active employees holding Counselor. */
  route(app, employees.counselors, { access: access.roles(['Super Admin', 'receptionist']) }, async () => ({
    data: await activeEmployeesWithRole(db, 'Counselor'),
  }));

  route(app, employees.add, { access: superAdmin }, async (request) => {
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
    const fieldsIn = parsed.data as Required<typeof parsed.data>;
    return { data: await form.keep(() => createEmployee(db, fieldsIn, form.files, actorOf(request).id)) };
  });

  route(app, employees.list, { access: directory }, async (request) => listEmployees(db, request.query));

  route(app, employees.get, { access: directory }, async (request) => ({
    data: await getEmployee(db, request.params.id),
  }));

  route(app, employees.edit, { access: superAdmin }, async (request) => ({
    data: await editEmployee(db, request.params.id, request.body, actorOf(request).id),
  }));

  route(app, employees.addRole, { access: superAdmin }, async (request) => ({
    data: await addRole(db, request.body.employee_id, request.body.role, actorOf(request).id),
  }));

  route(app, employees.removeRole, { access: superAdmin }, async (request) => {
    const { employee, deliveries } = await removeRole(db, request.params.roleId, actorOf(request), request.query);
    realtime.publish(deliveries);
    return { data: employee };
  });

  route(app, employees.students, { access: superAdmin }, async (request) => {
    // `role` picks the desk: a Counselor's own students, an officer's assigned, a visa member's handed.
    const owner = await studentsOfPathEmployee(db, request, actorOf(request), request.query.role);
    const { data, page } = await listStudents(db, request.query, owner);
    return { data: [{ students: data }], page };
  });

  route(app, employees.resetPassword, { access: superAdmin }, async (request) => {
    await resetPassword(db, request.params.id, request.body.password, actorOf(request).id);
    realtime.disconnect({ employeeId: request.params.id });
    return { data: null };
  });

  route(app, employees.deactivate, { access: superAdmin }, async (request) => {
    const { employee, deliveries } = await deactivate(db, request.params.id, request.body, actorOf(request));
    realtime.disconnect({ employeeId: request.params.id });
    realtime.publish(deliveries);
    return { data: employee };
  });

  route(app, employees.activate, { access: superAdmin }, async (request) => ({
    data: await activate(db, request.params.id, actorOf(request).id),
  }));

  route(app, employees.zip, { access: directory }, async (request, reply) => {
    const employee = await employeeByEmployeeId(db, request.params.employee_id);
    const entries: ZipEntry[] = [];
    for (const kind of EMPLOYEE_FILES) {
      const doc = await employeeFile(db, employee.id, kind).catch(() => null);
      if (doc) entries.push({ storageKey: doc.storageKey, contentType: doc.contentType, name: FILE_NAMES[kind] });
    }
    return sendZip(reply, storage, `documents_of_${employee.employeeId}.zip`, entries);
  });

  /** Profile pictures are for every colleague to see; the CV and NID only for Super Admin, Hr and the employee. */
  const fileAccess = access.signedIn((request, actor) => {
    const { id, kind } = employees.file.params.parse(request.params);
    return kind === 'profilePic' || actor.role === 'Hr' || actor.id === id;
  });
  route(app, employees.file, { access: fileAccess }, async (request, reply) => {
    const doc = await employeeFile(db, request.params.id, request.params.kind);
    return reply.headers(documentHeaders(doc)).send(await storage.get(doc.storageKey));
  });
};
