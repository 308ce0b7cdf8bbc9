import { Button, Group, Paper, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type OfficeProfile, officeProfileSchema } from '@studydesk/shared/money';
import { useTexts } from '../../../i18n/use-texts.ts';
import { CurrencySelect } from '../../../ui/CurrencySelect.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { toast } from '../../../ui/toast.ts';
import { useOfficeProfile, useSaveOfficeProfile } from '../queries.ts';

/** The office's name, address and currency: Super Admin saves them, Accounts reads them (`editable` false). */
export function OfficeProfileCard({ editable }: { editable: boolean }) {
  const { t } = useTexts('money-settings');
  const office = useOfficeProfile({ errorsShownInline: true });
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="office-profile-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="office-profile-title">
          {t('office.title')}
        </Title>
        {office.isPending && <Skeleton h={180} radius="md" />}
        {office.isError && (
          <LoadFailed title={t('office.loadFailed')} error={office.error} onRetry={() => void office.refetch()} />
        )}
        {office.data && <OfficeProfileForm profile={office.data} editable={editable} />}
      </Stack>
    </Paper>
  );
}

function OfficeProfileForm({ profile, editable }: { profile: OfficeProfile; editable: boolean }) {
  const { t } = useTexts('money-settings');
  const save = useSaveOfficeProfile();
  const form = useForm<OfficeProfile>({
    mode: 'controlled',
    initialValues: profile,
    validate: schemaResolver(officeProfileSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(officeProfileSchema.parse(values), {
      onSuccess: (saved) => {
        form.setInitialValues(saved);
        form.setValues(saved);
        toast.success(t('office.saved'));
      },
      onError: (error) => applyServerErrors(form, error),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('office.name')}
          withAsterisk={editable}
          readOnly={!editable}
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t('office.address')}
          autosize
          minRows={3}
          maxRows={6}
          readOnly={!editable}
          {...form.getInputProps('address')}
        />
        <Stack gap={4}>
          <CurrencySelect
            label={t('office.currency')}
            description={t('office.currencyHint')}
            withAsterisk={editable}
            readOnly={!editable}
            allowDeselect={false}
            {...form.getInputProps('currency')}
          />
          {/* The server keeps each rate with the currency it was entered in, so saving a new one leaves them all out. */}
          {form.values.currency !== profile.currency && (
            <Text fz="sm" c="var(--mantine-color-orange-text)">
              {t('office.currencyChange', { saved: profile.currency })}
            </Text>
          )}
        </Stack>
        {editable ? (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              {t('office.save')}
            </Button>
          </Group>
        ) : (
          <Text fz="sm" c="dimmed">
            {t('office.readOnly')}
          </Text>
        )}
      </Stack>
    </form>
  );
}
