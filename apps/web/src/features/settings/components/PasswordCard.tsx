import { Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTexts } from '../../../i18n/use-texts.ts';
import { applyServerErrors } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import { passwordFormSchema } from '../password-form.ts';
import { useChangePassword } from '../queries.ts';

/** Current + new + confirm; a wrong current password comes back as fields.currentPassword and shows inline. */
export function PasswordCard() {
  const { t } = useTexts('settings');
  const change = useChangePassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(passwordFormSchema, { sync: true }),
  });
  const submit = form.onSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          toast.success(t('yourPasswordWasChanged'));
        },
        onError: (error) => applyServerErrors(form, error),
      },
    ),
  );
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('password')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={3} fz="h4">
            {t('password')}
          </Title>
          <PasswordInput
            label={t('currentPassword')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('newPassword')}
            description={t('atLeast8Characters')}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('confirmNewPassword')}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('changePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
