import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { DESTINATIONS, type LeadConversion } from '@studydesk/shared/website-leads';
import { IconSearch } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFilterAsYouType } from '../../../ui/draft-filter.ts';
import type { LeadFilter } from '../lead-filter.ts';

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
  const { draft, type, choose } = useFilterAsYouType(filter, onChange);
  return (
    <SimpleGrid cols={{ base: 1, sm: withConversion ? 3 : 2 }} spacing="sm">
      <TextInput
        label={t('search')}
        placeholder={t('nameEMailOrPhone')}
        leftSection={<IconSearch size={16} />}
        value={draft.q}
        maxLength={120}
        onChange={(event) => type(event.currentTarget.value)}
      />
      {withConversion && (
        <Select
          label={t('converted')}
          placeholder={t('allLeads')}
          data={CONVERSIONS}
          value={draft.converted || null}
          onChange={(value) => choose({ ...draft, converted: (value ?? '') as LeadConversion | '' })}
          clearable
        />
      )}
      <Select
        label={t('country')}
        placeholder={t('anyCountry')}
        data={[...DESTINATIONS]}
        value={draft.country || null}
        onChange={(value) => choose({ ...draft, country: (value ?? '') as LeadFilter['country'] })}
        clearable
      />
    </SimpleGrid>
  );
}
