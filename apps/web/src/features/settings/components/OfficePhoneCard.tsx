import { Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { callingCode, PHONE_COUNTRIES } from '@studydesk/shared/phone';
import { useMemo, useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { toast } from '../../../ui/toast.ts';
import { useOfficeLocale } from '../office-locale-query.ts';
import { useSaveOfficeLocale } from '../queries.ts';

/** Each country by its English name, with its calling code: "Bangladesh (+880)". */
function countryOptions() {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return PHONE_COUNTRIES.map((code) => ({
    value: code,
    label: `${names.of(code) ?? code} (+${callingCode(code)})`,
  })).sort((a, b) => a.label.localeCompare(b.label));
}

/** Super Admin's phone country (issue 19): what a number typed without a country code is, and how numbers show. */
export function OfficePhoneCard() {
  const { t } = useTexts('settings');
  const setting = useOfficeLocale();
  const save = useSaveOfficeLocale();
  const options = useMemo(countryOptions, []);
  const saved = setting.data?.phoneCountry;
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const chosen = choice ?? saved ?? null;
  const submit = () =>
    chosen &&
    save.mutate(
      { phoneCountry: chosen },
      {
        onSuccess: () => {
          setError(undefined);
          toast.success(t('phoneCountrySaved'));
        },
        onError: (failure) => setError(failure.message),
      },
    );
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('phoneNumbers')}
        </Title>
        {setting.isError && (
          <LoadFailed title={t('phoneCountryNotLoaded')} error={setting.error} onRetry={() => setting.refetch()} />
        )}
        <Select
          label={t('phoneCountry')}
          description={t('phoneCountryHelp')}
          data={options}
          value={chosen}
          onChange={setChoice}
          searchable
          allowDeselect={false}
          error={error}
          disabled={!saved}
        />
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} disabled={!chosen || chosen === saved}>
            {t('savePhoneCountry')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
