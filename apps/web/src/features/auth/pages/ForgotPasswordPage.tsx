import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { emailSchema } from '@studydesk/shared/auth';
import { IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useAskPasswordReset } from '../queries.ts';
import { AuthPage } from './AuthFrame.tsx';

/** /forgot-password: asks for the account's address and sends a link to choose a new password. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password · StudyDesk');
  const ask = useAskPasswordReset();
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = emailSchema.safeParse(new FormData(event.currentTarget).get('email') ?? '');
    setError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) ask.mutate(checked.data, { onSuccess: () => setSentTo(checked.data) });
  };

  if (sentTo) {
    return (
      <AuthPage title="Check your e-mail">
        <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
          If a StudyDesk account uses <strong>{sentTo}</strong>, a link to choose a new password is on its way.
        </Alert>
        <Text fz="sm" c="dimmed">
          The link works once, for 30 minutes. Nothing arrived? Look in the spam folder, or ask again in a minute.
        </Text>
        <Button variant="default" onClick={() => setSentTo(undefined)}>
          Ask again
        </Button>
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title="Forgot your password?"
      intro="Enter the e-mail address of your StudyDesk account, and we will send you a link to choose a new password."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {ask.isError && <ErrorAlert>{ask.error.message}</ErrorAlert>}
          <TextInput
            label="E-mail"
            name="email"
            type="email"
            autoComplete="username"
            placeholder="you@example.com"
            error={error}
            onChange={() => setError(undefined)}
          />
          <Button type="submit" fullWidth size="md" loading={ask.isPending}>
            Send the link
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
