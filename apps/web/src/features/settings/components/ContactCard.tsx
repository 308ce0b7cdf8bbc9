import { Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type Employee, ownProfileSchema } from '@studydesk/shared/employees';
import { useTexts } from '../../../i18n/use-texts.ts';
import { applyServerErrors } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import { useSaveProfile } from '../queries.ts';

/** The own phone and address; name, e-mail and roles are the Super Admin's to change. */
export function ContactCard({ profile }: { profile: Employee }) {
  const { t } = useTexts('settings');
  const save = useSaveProfile();
  const form = useForm({
    mode: 'controlled',
    initialValues: { phone: profile.phone, address: profile.address },
    validate: schemaResolver(ownProfileSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.resetDirty({ phone: saved.phone, address: saved.address });
        toast.success(t('yourContactDetailsWereSaved'));
      },
      onError: (error) => applyServerErrors(form, error),
    }),
  );
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('contactDetails')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={3} fz="h4">
            {t('contactDetails')}
          </Title>
          <TextInput label={t('name')} value={profile.name} readOnly variant="filled" />
          <TextInput label={t('email')} value={profile.email} readOnly variant="filled" />
          <TextInput label={t('phone')} type="tel" {...form.getInputProps('phone')} />
          <Textarea label={t('address')} autosize minRows={2} {...form.getInputProps('address')} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
