import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useCatalogueSuggestions } from '../catalogue-suggestions.ts';

/** A text input that suggests the catalogue's universities, courses, countries or intakes as the user types. */
export function CatalogueAutocomplete({
  field,
  value,
  ...props
}: { field: 'university' | 'course' | 'country' | 'intake'; value: string } & Omit<
  AutocompleteProps,
  'data' | 'value'
>) {
  const data = useCatalogueSuggestions(field, value);
  return (
    <Autocomplete
      {...props}
      value={value}
      data={data}
      maxDropdownHeight="12rem"
      filter={({ options }) => options}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
