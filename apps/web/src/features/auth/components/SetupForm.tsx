import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type Session, type SetupBody, setupBodySchema } from '@studydesk/shared/auth';
import { IconAlertCircle } from '@tabler/icons-react';
import { isApiError } from '../../../api/client.ts';
import { useSetup } from '../queries.ts';

/** Shown by /login while no account exists: it creates the first Super Admin. */
export function SetupForm({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const setup = useSetup();
  const form = useForm<SetupBody>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', password: '' },
    validate: schemaResolver(setupBodySchema, { sync: true }),
  });

  const submit = form.onSubmit((values) =>
    setup.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (isApiError(error) && error.fields) form.setErrors(error.fields);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {setup.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {setup.error.message}
          </Alert>
        )}
        <TextInput label="Name" autoComplete="name" key={form.key('name')} {...form.getInputProps('name')} />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          description="At least 8 characters"
          autoComplete="new-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth size="md" loading={setup.isPending} disabled={setup.isPending} mt="xs">
          Create Super Admin
        </Button>
      </Stack>
    </form>
  );
}
