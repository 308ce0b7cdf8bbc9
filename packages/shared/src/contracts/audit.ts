import { z } from 'zod';
import { envelope } from '../api.ts';
import { auditEmployeeSchema, auditFilterSchema, auditPageSchema } from '../audit.ts';
import { contract } from '../contract.ts';

const tag = 'audit';

/** The audit trail: who changed which record, from what to what, and when. */
export const auditContracts = {
  list: contract({
    method: 'GET',
    path: '/audit',
    tag,
    summary: 'A page of the audit trail',
    description:
      'Changes newest first, 50 a page, filtered by record type, record (a uuid, a student number or an employee ID; ' +
      "a student's trail includes its documents and applications), employee and office days. Super Admin reads the " +
      'values before and after; the Software Engineer reads which fields changed (`fields`, `valuesHidden`).',
    query: auditFilterSchema,
    response: auditPageSchema,
  }),
  employees: contract({
    method: 'GET',
    path: '/audit/employees',
    tag,
    summary: 'Everyone who may appear as the author of a change',
    description: 'Every employee, deactivated accounts included, by name: the options of the trail’s employee filter.',
    response: envelope(z.array(auditEmployeeSchema)),
  }),
};
