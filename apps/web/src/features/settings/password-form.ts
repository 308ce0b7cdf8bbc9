import { changePasswordSchema } from '@studydesk/shared/employees';
import { z } from 'zod';

/** The password change with its confirmation, which stays in the browser. */
export const passwordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The new passwords do not match',
  });
