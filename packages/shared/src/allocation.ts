import { z } from 'zod';
import { calendarDateSchema } from './dates.ts';

/** POST /super-admin/employee/{id}/away: from and to are office days, both included. */
export const absenceInputSchema = z
  .object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    reason: z.string().trim().max(200, 'Use at most 200 characters').optional().default(''),
  })
  .refine((v) => v.from <= v.to, { message: 'The last day comes on or after the first', path: ['to'] });
export type AbsenceInput = z.input<typeof absenceInputSchema>;

export const absenceSchema = z.object({
  _id: z.string(),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
  /** Whether the employee is away today (office time). */
  now: z.boolean(),
});
export type Absence = z.infer<typeof absenceSchema>;
