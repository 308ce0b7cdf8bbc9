import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type Session, type SetupBody, setupBodySchema, setupCodeSchema } from '@studydesk/shared/auth';
import { isApiError } from '../../../api/client.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useSetup } from '../queries.ts';

// From another machine than the server's, the setup code is needed; the server checks it.
const withCodeSchema = setupBodySchema.extend({
  setupCode: setupCodeSchema.min(1, 'Enter the setup code from the server log'),
});

/**
 * Shown by /login while no account exists: it creates the first Super Admin. `codeRequired`: this browser is not
 * on the server's machine, so the one-time setup code from the server's log is asked for too.
 */
export function SetupForm({
  codeRequired,
  onSignedIn,
}: {
  codeRequired: boolean;
  onSignedIn: (session: Session) => void;
}) {
  const setup = useSetup();
  const form = useForm<SetupBody>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', password: '', setupCode: '' },
    validate: schemaResolver(codeRequired ? withCodeSchema : setupBodySchema, { sync: true }),
  });

  const submit = form.onSubmit(({ setupCode, ...values }) =>
    setup.mutate(codeRequired ? { ...values, setupCode } : values, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (isApiError(error) && error.fields) form.setErrors(error.fields);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {setup.isError && <ErrorAlert>{setup.error.message}</ErrorAlert>}
        {codeRequired && (
          <TextInput
            label="Setup code"
            description="Printed in the server's log when it started, and kept in the file setup-code in its data directory."
            placeholder="XXXX-XXXX"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            key={form.key('setupCode')}
            {...form.getInputProps('setupCode')}
          />
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
