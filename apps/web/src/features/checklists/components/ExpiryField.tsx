import { Group, Stack, Text } from '@mantine/core';
import type { ChecklistItem } from '@studydesk/shared/checklists';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { formatOfficeDay } from '../../../ui/dhaka-time.ts';
import { OfficeDateInput } from '../../../ui/OfficeDateInput.tsx';

/** An expiring document's date: set by a reviewer (a date already passed is saved, with its warning). */
export function ExpiryField({
  item,
  readOnly,
  onSave,
}: {
  item: ChecklistItem;
  readOnly: boolean;
  onSave: (expiresAt: string | null) => Promise<unknown>;
}) {
  const { t } = useTexts('checklists');
  const warning =
    item.expiryWarning === 'expired'
      ? t('thisDateHasPassedThe')
      : item.expiryWarning === 'soon'
        ? t('expiresWithin90Days')
        : null;
  return (
    <Stack gap={2}>
      {readOnly ? (
        <Text fz="xs">
          {item.expiresAt ? t('expiresOn', { day: formatOfficeDay(item.expiresAt) }) : t('expiryNotGivenYet')}
        </Text>
      ) : (
        <OfficeDateInput
          label={t('expiresOn2')}
          size="xs"
          maw={220}
          value={item.expiresAt}
          onChange={(day) => {
            if (day !== (item.expiresAt ?? '')) void onSave(day || null);
          }}
        />
      )}
      {warning && (
        <Group gap={4} wrap="nowrap">
          <IconAlertTriangle size={14} color="var(--mantine-color-orange-6)" aria-hidden />
          <Text fz="xs" c={item.expiryWarning === 'expired' ? 'red' : 'orange'}>
            {warning}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
