import { Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { OFFICE_LOCALE_LABELS, OFFICE_LOCALES, type OfficeLocale } from '@studydesk/shared/office-locale';
import { useState } from 'react';
import { currentOfficeLocale, formatOfficeMoment } from '../../../ui/dhaka-time.ts';
import { toast } from '../../../ui/toast.ts';
import { useSaveOfficeLocale } from '../queries.ts';

/** Super Admin's date format for the whole office (issue 22): every picker and every date shown follows it. */
export function OfficeLocaleCard() {
  const save = useSaveOfficeLocale();
  const [choice, setChoice] = useState<OfficeLocale>(currentOfficeLocale);
  const [error, setError] = useState<string>();
  const submit = () =>
    save.mutate(choice, {
      onSuccess: () => toast.success('Date format saved.'),
      onError: (failure) => setError(failure.message),
    });
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          Date format
        </Title>
        <Radio.Group
          label="How the office writes dates"
          description="Every date picker and every date shown, for everyone."
          value={choice}
          onChange={(value) => setChoice(value as OfficeLocale)}
          error={error}
        >
          <Stack gap="xs" mt="xs">
            {OFFICE_LOCALES.map((locale) => (
              <Radio
                key={locale}
                value={locale}
                label={OFFICE_LOCALE_LABELS[locale]}
                description={`Today: ${formatOfficeMoment(new Date(), 'long', locale)}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Text fz="xs" c="dimmed">
          Times stay on the 24-hour clock, in Dhaka time.
        </Text>
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} disabled={choice === currentOfficeLocale()}>
            Save date format
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
