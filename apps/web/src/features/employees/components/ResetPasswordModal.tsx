import { PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type Employee, resetPasswordSchema } from '@studydesk/shared/employees';
import { z } from 'zod';
import { useTexts } from '../../../i18n/use-texts.ts';
import { FormButtons } from '../../../ui/FormButtons.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import { useResetPassword } from '../queries.ts';

const resetFormSchema = resetPasswordSchema
  .extend({ confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The passwords do not match' });

/** A new password set by the Super Admin; the server then ends that employee's sessions. */
export function ResetPasswordModal({
  employee,
  opened,
  onClose,
}: {
  employee: Employee;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTexts('employees');
  return (
    <FormModal opened={opened} onClose={onClose} title={t('resetPassword')} size="md">
      <ResetPasswordForm employee={employee} onClose={onClose} />
    </FormModal>
  );
}

function ResetPasswordForm({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const { t } = useTexts('employees');
  const reset = useResetPassword(employee._id);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirm: '' },
    validate: schemaResolver(resetFormSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    reset.mutate(values.password, {
      onSuccess: () => {
        toast.success(t('signsInWithTheNew', { name: employee.name }), t('passwordReset'));
        onClose();
      },
      onError: (error) => applyServerErrors(form, error, { toast: 'warning' }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {employee.name} is signed out everywhere and signs in again with this password.
        </Text>
        <PasswordInput
          label={t('newPassword')}
          withAsterisk
          autoComplete="new-password"
          data-autofocus
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('confirmNewPassword')}
          withAsterisk
          autoComplete="new-password"
          {...form.getInputProps('confirm')}
        />
        <FormButtons cancel={t('cancel')} submit={t('resetPassword')} onCancel={onClose} pending={reset.isPending} />
      </Stack>
    </form>
  );
}
