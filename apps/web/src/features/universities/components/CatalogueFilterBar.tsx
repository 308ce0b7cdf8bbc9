import { Autocomplete, Button, Group, Select, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { type CatalogueFilter, useCatalogueChoices, useUniversitySuggestions } from '../queries.ts';

export const NO_FILTER: CatalogueFilter = { country: '', course: '', intake: '' };

/** The course, typed, with the catalogue's subjects suggested as one types. */
function CourseInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [prefix] = useDebouncedValue(value.trim(), 200);
  const suggestions = useUniversitySuggestions('course', prefix);
  const { t } = useTexts('universities');
  return (
    <Autocomplete
      label={t('catalogue.course')}
      placeholder={t('catalogue.courseExample')}
      value={value}
      onChange={onChange}
      data={suggestions.data ?? []}
      maxDropdownHeight="12rem"
      filter={({ options }) => options}
    />
  );
}

/**
 * Country and Intake chosen from the catalogue's own (a typed value could match nothing), Course typed with
 * suggestions (SPEC.md 2.16); applied on Search or Enter, a choice at once.
 */
export function CatalogueFilterBar({
  initial = NO_FILTER,
  onApply,
}: {
  initial?: CatalogueFilter;
  onApply: (filter: CatalogueFilter) => void;
}) {
  const { t } = useTexts('universities');
  const common = useTexts('common');
  const [draft, setDraft] = useState(initial);
  const choices = useCatalogueChoices();
  const apply = (next: CatalogueFilter) => onApply({ ...next, course: next.course.trim() });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const choose = (field: 'country' | 'intake') => (value: string | null) => {
    const next = { ...draft, [field]: value ?? '' };
    setDraft(next);
    apply(next);
  };
  const clear = () => {
    setDraft(NO_FILTER);
    onApply(NO_FILTER);
  };
  return (
    <form onSubmit={submit} aria-label={t('catalogue.form')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('catalogue.country')}
          placeholder={t('catalogue.anyCountry')}
          data={(choices.data?.countries ?? []).map((value) => ({ value, label: common.wordFor('countries', value) }))}
          value={draft.country || null}
          onChange={choose('country')}
          searchable
          clearable
          nothingFoundMessage={t('catalogue.noCountry')}
        />
        <CourseInput value={draft.course} onChange={(course) => setDraft((current) => ({ ...current, course }))} />
        <Select
          label={t('catalogue.intake')}
          placeholder={t('catalogue.anyIntake')}
          data={choices.data?.intakes ?? []}
          value={draft.intake || null}
          onChange={choose('intake')}
          searchable
          clearable
          nothingFoundMessage={t('catalogue.noIntake')}
        />
      </SimpleGrid>
      <Group gap="sm" mt="sm" justify="flex-end">
        <Button variant="subtle" color="gray" leftSection={<IconX size={16} />} onClick={clear}>
          {t('catalogue.clear')}
        </Button>
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          {t('catalogue.search')}
        </Button>
      </Group>
    </form>
  );
}
