import { Alert, Button, Center, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { passwordSchema } from '@studydesk/shared/auth';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/client.ts';
import { PUBLIC_PAGES } from '../../../page-paths.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useConfirmPasswordReset, usePasswordResetLink } from '../queries.ts';
import { AuthPage } from './AuthFrame.tsx';

/** A link that no longer works (used, late, or never valid): why, and a way to ask for a new one. */
function DeadLink({ message }: { message: string }) {
  return (
    <AuthPage title="This link no longer works">
      <ErrorAlert color="orange">{message}</ErrorAlert>
      <Button component={Link} to={PUBLIC_PAGES.forgotPassword.path()}>
        Ask for a new link
      </Button>
    </AuthPage>
  );
}

/** /reset-password?token=…: the page of the e-mailed link, where the employee chooses a new password. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password · StudyDesk');
  const token = useSearchParams()[0].get('token') ?? '';
  const link = usePasswordResetLink(token);
  const confirm = useConfirmPasswordReset();
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});

  if (!token) return <DeadLink message="This password reset link is not complete. Ask for a new one." />;
  if (link.isPending) {
    return (
      <AuthPage title="Choose a new password">
        <Center py="lg">
          <Loader aria-label="Checking the link" />
        </Center>
      </AuthPage>
    );
  }
  const dead = [link.error, confirm.error].find((e) => isApiError(e) && e.code === 'INVALID_LINK');
  if (dead) return <DeadLink message={dead.message} />;
  if (confirm.isSuccess) {
    return (
      <AuthPage title="Your password was changed">
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
          Sign in with your new password. Every device that was signed in to your account has been signed out.
        </Alert>
        <Button component={Link} to={PUBLIC_PAGES.login.path()}>
          Sign in
        </Button>
      </AuthPage>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const checked = passwordSchema.safeParse(password);
    const found = {
      password: checked.success ? undefined : checked.error.issues[0]?.message,
      repeat: checked.success && data.get('repeat') !== password ? 'The two passwords are not the same' : undefined,
    };
    setErrors(found);
    if (!found.password && !found.repeat) {
      confirm.mutate(
        { token, password },
        { onError: (error) => isApiError(error) && error.fields && setErrors(error.fields) },
      );
    }
  };
  const failure = link.error ?? confirm.error;
  return (
    <AuthPage
      title="Choose a new password"
      intro={link.data ? <>For the account {link.data.email}. Use at least 8 characters.</> : undefined}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && <ErrorAlert>{failure.message}</ErrorAlert>}
          {link.data && (
            <input type="email" name="username" autoComplete="username" value={link.data.email} readOnly hidden />
          )}
          <PasswordInput
            label="New password"
            name="password"
            autoComplete="new-password"
            error={errors.password}
            onChange={() => setErrors((e) => ({ ...e, password: undefined }))}
          />
          <PasswordInput
            label="Repeat the new password"
            name="repeat"
            autoComplete="new-password"
            error={errors.repeat}
            onChange={() => setErrors((e) => ({ ...e, repeat: undefined }))}
          />
          <Button type="submit" fullWidth size="md" loading={confirm.isPending}>
            Set the new password
          </Button>
          <Text fz="xs" c="dimmed">
            Setting it signs you out everywhere; then sign in with the new password.
          </Text>
        </Stack>
      </form>
    </AuthPage>
  );
}
