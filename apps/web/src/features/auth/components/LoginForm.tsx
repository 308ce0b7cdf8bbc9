import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type LoginBody, loginBodySchema, type Session } from '@studydesk/shared/auth';
import { IconAlertCircle } from '@tabler/icons-react';
import { isApiError } from '../../../api/client.ts';
import { useLogin } from '../queries.ts';

export function LoginForm({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const login = useLogin();
  const form = useForm<LoginBody>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginBodySchema, { sync: true }),
  });

  const submit = form.onSubmit((values) =>
    login.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (isApiError(error) && error.fields) form.setErrors(error.fields);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {login.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {login.error.message}
          </Alert>
        )}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          placeholder="you@example.com"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth size="md" loading={login.isPending} disabled={login.isPending} mt="xs">
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
