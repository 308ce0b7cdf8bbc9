import { describe, expect, it } from 'vitest';
import { passwordFormSchema } from './password-form.ts';

describe('passwordFormSchema', () => {
  it('needs the current password, 8 characters and a matching confirmation', () => {
    const result = passwordFormSchema.safeParse({ currentPassword: '', newPassword: 'short', confirmPassword: 'x' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('currentPassword');
    expect(paths).toContain('newPassword');
  });
  it('reports a confirmation that differs', () => {
    const result = passwordFormSchema.safeParse({
      currentPassword: 'old-password',
      newPassword: 'new-password',
      confirmPassword: 'other-password',
    });
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
    expect(result.error?.issues[0]?.message).toBe('The new passwords do not match');
  });
});
