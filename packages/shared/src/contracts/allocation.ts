import { z } from 'zod';
import { absenceInputSchema, absenceSchema } from '../allocation.ts';
import { envelope } from '../api.ts';
import { contract } from '../contract.ts';

const tag = 'allocation';
const employeeParams = z.object({ id: z.string().uuid('Not an employee id') });

/** Who is away, so that automatic assignment passes them over and their reminders reach Super Admin (issue #15). */
export const allocationContracts = {
  absences: contract({
    method: 'GET',
    path: '/super-admin/employee/:id/away',
    tag,
    summary: 'An employee’s times away',
    description: 'Super Admin only: the employee’s absences that have not ended yet, the earliest first.',
    params: employeeParams,
    response: envelope(z.array(absenceSchema)),
  }),
  markAway: contract({
    method: 'POST',
    path: '/super-admin/employee/:id/away',
    tag,
    summary: 'Mark an employee away',
    description:
      'Super Admin only: from and to (office days, both included) and a reason. While away, an employee gets no ' +
      'automatic assignment and their reminders go to Super Admin. A last day before the first is a 400.',
    params: employeeParams,
    body: absenceInputSchema,
    response: envelope(absenceSchema),
    status: 201,
  }),
  removeAbsence: contract({
    method: 'DELETE',
    path: '/super-admin/away/:absenceId',
    tag,
    summary: 'Remove a time away',
    description: 'Super Admin only: the employee is present again on those days.',
    params: z.object({ absenceId: z.string().uuid('Not an absence id') }),
    response: envelope(z.null()),
  }),
};
