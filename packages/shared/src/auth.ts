import { z } from 'zod';
import { roleSchema } from './roles.ts';

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address'));
export const passwordSchema = z.string().min(8, 'Use at least 8 characters').max(200, 'Use at most 200 characters');

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password').max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The stored-user record of SPEC.md section 3, for the active role. */
export const storedUserSchema = z.object({
  _id: z.string(),
  employee_id: z.string(),
  role: roleSchema,
  name: z.string(),
  email: z.string(),
  profilePic: z.string().nullable(),
});
export type StoredUser = z.infer<typeof storedUserSchema>;

/** Role record of SPEC.md section 3. */
export const roleRecordSchema = z.object({ _id: z.string(), role: roleSchema });
export type RoleRecord = z.infer<typeof roleRecordSchema>;

export const sessionSchema = z.object({
  user: storedUserSchema,
  roles: z.array(roleRecordSchema),
});
export type Session = z.infer<typeof sessionSchema>;

export const switchRoleBodySchema = z.object({ role: roleSchema });

/** Whether StudyDesk still needs its first Super Admin, and whether this caller must give the setup code for it. */
export const setupStatusSchema = z.object({ needsSetup: z.boolean(), codeRequired: z.boolean() });
export type SetupStatus = z.infer<typeof setupStatusSchema>;
/**
 * The one-time code the server prints in its log at a first start (XXXX-XXXX), needed to create the first
 * Super Admin from another machine; case, spaces and the dash do not matter.
 */
export const setupCodeSchema = z.string().trim().max(40, 'Use at most 40 characters');
export const setupBodySchema = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(120, 'Use at most 120 characters'),
  email: emailSchema,
  password: passwordSchema,
  setupCode: setupCodeSchema.optional(),
});
export type SetupBody = z.infer<typeof setupBodySchema>;

/** POST /auth/password-reset: the address to send a reset link to. */
export const passwordResetBodySchema = z.object({ email: emailSchema });
/** The token of a reset link, as the e-mail's link carries it. */
export const resetTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This password reset link is not valid. Ask for a new one.');
export const passwordResetCheckSchema = z.object({ token: resetTokenSchema });
/** POST /auth/password-reset/confirm: the link's token and the new password (the rules of every password). */
export const passwordResetConfirmSchema = z.object({ token: resetTokenSchema, password: passwordSchema });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;
