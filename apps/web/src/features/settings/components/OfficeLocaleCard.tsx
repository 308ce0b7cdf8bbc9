import { Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { OFFICE_LOCALE_LABELS, OFFICE_LOCALES, type OfficeLocale } from '@studydesk/shared/office-locale';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { currentOfficeLocale, formatOfficeMoment } from '../../../ui/dhaka-time.ts';
import { toast } from '../../../ui/toast.ts';
import { useSaveOfficeLocale } from '../queries.ts';

/** Super Admin's date format for the whole office (issue 22): every picker and every date shown follows it. */
export function OfficeLocaleCard() {
  const { t } = useTexts('settings');
  const save = useSaveOfficeLocale();
  const [choice, setChoice] = useState<OfficeLocale>(currentOfficeLocale);
  const [error, setError] = useState<string>();
  const submit = () =>
    save.mutate(
      { locale: choice },
      {
        onSuccess: () => {
          setError(undefined);
          toast.success(t('dateFormatSaved'));
        },
        onError: (failure) => setError(failure.message),
      },
    );
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('dateFormat')}
        </Title>
        <Radio.Group
          label={t('howTheOfficeWritesDates')}
          description={t('everyDatePickerAndEvery')}
          value={choice}
          onChange={(value) => {
            setChoice(value as OfficeLocale);
            // A refusal was of the choice before; a new choice has not been refused yet.
            setError(undefined);
          }}
          error={error}
        >
          <Stack gap="xs" mt="xs">
            {OFFICE_LOCALES.map((locale) => (
              <Radio
                key={locale}
                value={locale}
                label={OFFICE_LOCALE_LABELS[locale]}
                description={t('today', { value: formatOfficeMoment(new Date(), 'long', locale) })}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Text fz="xs" c="dimmed">
          {t('timesStayOnThe24')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} disabled={choice === currentOfficeLocale()}>
            {t('saveDateFormat')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
