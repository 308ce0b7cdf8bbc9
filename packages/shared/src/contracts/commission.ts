import { z } from 'zod';
import { envelope } from '../api.ts';
import { commissionRowSchema } from '../applications.ts';
import { contract } from '../contract.ts';

const tag = 'commission';

/** The commission list's filter: a B2B agent (spaces match its underscores) and an intake (any case). */
export const commissionQuerySchema = z.object({
  b2b: z.string().max(120).optional(),
  intake: z.string().max(50).optional(),
});
export type CommissionQuery = z.infer<typeof commissionQuerySchema>;

/** The B2B commission list of Super Admin and its download. */
export const commissionContracts = {
  list: contract({
    method: 'GET',
    path: '/super-admin/get-commission-list',
    tag,
    summary: 'The B2B commission list',
    description:
      'Super Admin only. It answers one row per application that went through a B2B agent, newest first (at most ' +
      '5,000), filtered by agent (`b2b`) and intake.',
    query: commissionQuerySchema,
    response: envelope(z.array(commissionRowSchema)),
  }),
  download: contract({
    method: 'GET',
    path: '/super-admin/download-commission-list',
    tag,
    summary: 'Download the B2B commission list as a spreadsheet',
    description: 'Super Admin only. The same rows and filter as the list, as the attachment `data.xlsx`.',
    query: commissionQuerySchema,
    kind: 'file',
  }),
};
