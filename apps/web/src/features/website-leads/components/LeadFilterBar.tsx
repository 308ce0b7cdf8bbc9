import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { DESTINATIONS, type LeadConversion } from '@studydesk/shared/website-leads';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import type { LeadFilter } from '../queries.ts';

export const NO_LEAD_FILTER: LeadFilter = { q: '', converted: '', country: '' };

const CONVERSIONS: { value: LeadConversion; label: string }[] = [
  { value: 'new', label: 'New leads' },
  { value: 'converted', label: 'Converted to students' },
];

/**
 * Website-Leads' search (name, e-mail or phone, as one types) and filters (converted or not, a destination the
 * visitor chose). A counselor's leads are all converted, so their bar has no conversion filter.
 */
export function LeadFilterBar({
  filter,
  onChange,
  withConversion,
}: {
  filter: LeadFilter;
  onChange: (next: LeadFilter) => void;
  withConversion: boolean;
}) {
  const { t } = useTexts('website-leads');
  const [q, setQ] = useState(filter.q);
  const search = useDebouncedCallback((value: string) => onChange({ ...filter, q: value.trim() }), 300);
  return (
    <SimpleGrid cols={{ base: 1, sm: withConversion ? 3 : 2 }} spacing="sm">
      <TextInput
        label={t('search')}
        placeholder={t('nameEMailOrPhone')}
        leftSection={<IconSearch size={16} />}
        value={q}
        maxLength={120}
        onChange={(event) => {
          setQ(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
      />
      {withConversion && (
        <Select
          label={t('converted')}
          placeholder={t('allLeads')}
          data={CONVERSIONS}
          value={filter.converted || null}
          onChange={(value) => onChange({ ...filter, converted: (value ?? '') as LeadConversion | '' })}
          clearable
        />
      )}
      <Select
        label={t('country')}
        placeholder={t('anyCountry')}
        data={[...DESTINATIONS]}
        value={filter.country || null}
        onChange={(value) => onChange({ ...filter, country: (value ?? '') as LeadFilter['country'] })}
        clearable
      />
    </SimpleGrid>
  );
}
