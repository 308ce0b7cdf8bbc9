import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { LoginBody, loginBodySchema, Session } from '@studydesk/shared/auth';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../api/client.ts';
import { PUBLIC_PAGES } from '../../../page-paths.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useLogin } from '../queries.ts';

type LoginErrors = Partial<Record<keyof LoginBody, string>>;
type LoginSchema = typeof loginBodySchema;

/**
 * Checks the form with loginBodySchema, imported on submit: the sign-in page is the first one most people load,
 * and zod would add about 25 KB to it. Should the import fail, the server's own check of the same schema answers.
 */
async function checkLogin(values: LoginBody): Promise<LoginErrors> {
  let checked: ReturnType<LoginSchema['safeParse']>;
  try {
    checked = (await import('@studydesk/shared/auth')).loginBodySchema.safeParse(values);
  } catch {
    return {};
  }
  const errors: LoginErrors = {};
  for (const issue of checked.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Two fields, so plain uncontrolled inputs rather than Mantine's form (another 6 KB on the sign-in page); the
 * behaviour is the same: checked on submit, a field's error cleared when it is edited, the server's field errors shown.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const login = useLogin();
  const [errors, setErrors] = useState<LoginErrors>({});
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: LoginBody = { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
    setChecking(true);
    const found = await checkLogin(values);
    setChecking(false);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    login.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (isApiError(error) && error.fields) setErrors(error.fields);
      },
    });
  };
  const clearError = (field: keyof LoginBody) => () => {
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  // Once signed in the page is left, by a full navigation when the sign-in page was opened by its address.
  const busy = checking || login.isPending || login.isSuccess;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {login.isError && <ErrorAlert>{login.error.message}</ErrorAlert>}
        <TextInput
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          placeholder="you@example.com"
          error={errors.email}
          onChange={clearError('email')}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          error={errors.password}
          onChange={clearError('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor href={PUBLIC_PAGES.forgotPassword.path()} fz="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={busy} disabled={busy} mt="xs">
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
