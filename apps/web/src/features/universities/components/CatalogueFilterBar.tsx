import { Autocomplete, Button, Group, Select, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { type CatalogueFilter, useCatalogueChoices, useUniversitySuggestions } from '../queries.ts';

export const NO_FILTER: CatalogueFilter = { country: '', course: '', intake: '' };

/** The course, typed, with the catalogue's subjects suggested as one types. */
function CourseInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [prefix] = useDebouncedValue(value.trim(), 200);
  const suggestions = useUniversitySuggestions('course', prefix);
  return (
    <Autocomplete
      label="Course"
      placeholder="e.g. Data Science"
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
export function CatalogueFilterBar({ onApply }: { onApply: (filter: CatalogueFilter) => void }) {
  const [draft, setDraft] = useState(NO_FILTER);
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
    <form onSubmit={submit} aria-label="Find universities">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label="Country"
          placeholder="Any country"
          data={choices.data?.countries ?? []}
          value={draft.country || null}
          onChange={choose('country')}
          searchable
          clearable
          nothingFoundMessage="No such country in the catalogue"
        />
        <CourseInput value={draft.course} onChange={(course) => setDraft((current) => ({ ...current, course }))} />
        <Select
          label="Intake"
          placeholder="Any intake"
          data={choices.data?.intakes ?? []}
          value={draft.intake || null}
          onChange={choose('intake')}
          searchable
          clearable
          nothingFoundMessage="No such intake in the catalogue"
        />
      </SimpleGrid>
      <Group gap="sm" mt="sm" justify="flex-end">
        <Button variant="subtle" color="gray" leftSection={<IconX size={16} />} onClick={clear}>
          Clear
        </Button>
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          Search
        </Button>
      </Group>
    </form>
  );
}
