import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { APPLICATION_STATUSES } from '@studydesk/shared/applications';
import type { OfficerQueueOptions } from '@studydesk/shared/officer-queue';
import { IconDownload, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { isFiltered, type QueueControls, START_CONTROLS } from '../officer-queue.ts';

const STATUS_OPTIONS = [
  { value: 'none', label: 'No application yet' },
  ...APPLICATION_STATUSES.map((status) => ({ value: status, label: status })),
];

/** The queue's search (as one types), its three filters, Clear and Download. */
export function OfficerQueueFilters({
  controls,
  options,
  downloading,
  onChange,
  onDownload,
}: {
  controls: QueueControls;
  options: OfficerQueueOptions | undefined;
  downloading: boolean;
  onChange: (next: QueueControls) => void;
  onDownload: () => void;
}) {
  const { t } = useTexts('applications');
  const [search, setSearch] = useState(controls.q);
  const searchLater = useDebouncedCallback((q: string) => onChange({ ...controls, q }), 300);
  const choose = (key: 'applicationStatus' | 'intake' | 'university') => (value: string | null) =>
    onChange({ ...controls, [key]: value });
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label={t('search')}
        placeholder={t('nameStudentIdOrPhone')}
        leftSection={<IconSearch size={16} />}
        maxLength={120}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          searchLater(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 240 }}
      />
      <Select
        label={t('applicationStatus')}
        placeholder={t('any')}
        data={STATUS_OPTIONS}
        value={controls.applicationStatus}
        onChange={choose('applicationStatus')}
        clearable
        w={{ base: '100%', xs: 190 }}
      />
      <Select
        label={t('intake')}
        placeholder={t('any')}
        data={options?.intakes ?? []}
        value={controls.intake}
        onChange={choose('intake')}
        clearable
        searchable
        nothingFoundMessage={t('noSuchIntake')}
        w={{ base: '100%', xs: 160 }}
      />
      <Select
        label={t('university')}
        placeholder={t('any')}
        data={options?.universities ?? []}
        value={controls.university}
        onChange={choose('university')}
        clearable
        searchable
        nothingFoundMessage={t('noSuchUniversity')}
        w={{ base: '100%', sm: 240 }}
      />
      <Group gap="sm" ml={{ sm: 'auto' }}>
        {isFiltered(controls) && (
          <Button
            variant="subtle"
            leftSection={<IconX size={16} />}
            onClick={() => {
              setSearch('');
              onChange({ ...START_CONTROLS, sort: controls.sort, order: controls.order });
            }}
          >
            {t('clear')}
          </Button>
        )}
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={downloading} onClick={onDownload}>
          {t('download')}
        </Button>
      </Group>
    </Group>
  );
}
