import { z } from 'zod';
import { studentStatusSchema } from './students.ts';

/** What the top bar's search takes: anything up to 200 characters; more, or only punctuation, finds nothing. */
export const searchQuerySchema = z.object({ q: z.string().max(2000).default('') });

/** How a student was found: the key the text matched. */
export const STUDENT_MATCHES = ['studentId', 'passport', 'phone', 'email', 'name'] as const;
export type StudentMatch = (typeof STUDENT_MATCHES)[number];

export const searchResultsSchema = z.object({
  students: z.array(
    z.object({
      studentId: z.number(),
      fullName: z.string(),
      status: studentStatusSchema,
      phoneNumber: z.string(),
      email: z.string(),
      /** The counselor who owns the student; null when none. */
      counselor: z.object({ _id: z.string(), name: z.string() }).nullable(),
      matched: z.enum(STUDENT_MATCHES),
    }),
  ),
  employees: z.array(
    z.object({ _id: z.string(), employeeId: z.string(), name: z.string(), email: z.string(), active: z.boolean() }),
  ),
  universities: z.array(z.object({ _id: z.string(), name: z.string(), country: z.string() })),
  leads: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      /** The student it became, when converted. */
      studentId: z.number().nullable(),
    }),
  ),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** What the registration form and a lead's conversion have typed so far; empty keys are not compared. */
export const possibleMatchesQuerySchema = z.object({
  fullName: z.string().max(120).default(''),
  phoneNumber: z.string().max(30).default(''),
  email: z.string().max(200).default(''),
  dob: z.string().max(20).default(''),
});
export type PossibleMatchesQuery = z.input<typeof possibleMatchesQuerySchema>;

/** Why a registered student may be the same person: the same phone number, the same e-mail, or a similar name born on the same day. */
export const MATCH_REASONS = ['phone', 'email', 'nameAndBirth'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

export const possibleMatchSchema = z.object({
  studentId: z.number(),
  fullName: z.string(),
  status: studentStatusSchema,
  phoneNumber: z.string(),
  email: z.string(),
  /** The counselor who owns the student (`employee_id` opens the student's page); null when none. */
  counselor: z.object({ _id: z.string(), employee_id: z.string(), name: z.string() }).nullable(),
  reasons: z.array(z.enum(MATCH_REASONS)),
});
export type PossibleMatch = z.infer<typeof possibleMatchSchema>;
