import { Autocomplete, Button, Group, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { type CatalogueFilter, type SuggestionField, useUniversitySuggestions } from '../queries.ts';

export const NO_FILTER: CatalogueFilter = { country: '', course: '', intake: '' };

const FIELDS: { field: SuggestionField; label: string; placeholder: string }[] = [
  { field: 'country', label: 'Country', placeholder: 'e.g. Canada' },
  { field: 'course', label: 'Course', placeholder: 'e.g. Data Science' },
  { field: 'intake', label: 'Intake', placeholder: 'e.g. September' },
];

function SuggestingInput({
  field,
  label,
  placeholder,
  value,
  onChange,
}: {
  field: SuggestionField;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [prefix] = useDebouncedValue(value.trim(), 200);
  const suggestions = useUniversitySuggestions(field, prefix);
  return (
    <Autocomplete
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      data={suggestions.data ?? []}
      maxDropdownHeight="12rem"
      filter={({ options }) => options}
    />
  );
}

/** Country, Course and Intake with prefix suggestions (SPEC.md 2.16); applied on Search or Enter. */
export function CatalogueFilterBar({ onApply }: { onApply: (filter: CatalogueFilter) => void }) {
  const [draft, setDraft] = useState(NO_FILTER);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ country: draft.country.trim(), course: draft.course.trim(), intake: draft.intake.trim() });
  };
  const clear = () => {
    setDraft(NO_FILTER);
    onApply(NO_FILTER);
  };
  return (
    <form onSubmit={submit} aria-label="Find universities">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {FIELDS.map(({ field, label, placeholder }) => (
          <SuggestingInput
            key={field}
            field={field}
            label={label}
            placeholder={placeholder}
            value={draft[field]}
            onChange={(value) => setDraft((current) => ({ ...current, [field]: value }))}
          />
        ))}
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
