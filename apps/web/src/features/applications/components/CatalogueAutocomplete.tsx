import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useUniversitySuggestions } from '../../universities/queries.ts';

/**
 * A text input that suggests the catalogue's universities, courses, countries or intakes as the user types (issue
 * 22), and still takes any other value: an application may go to a university the catalogue does not list.
 */
export function CatalogueAutocomplete({
  field,
  value,
  ...props
}: { field: 'university' | 'course' | 'country' | 'intake'; value: string } & Omit<
  AutocompleteProps,
  'data' | 'value'
>) {
  const [prefix] = useDebouncedValue(value.trim(), 200);
  const suggestions = useUniversitySuggestions(field, prefix);
  // Only values that add something: the one typed in full is no suggestion.
  const data = (suggestions.data ?? []).filter((v) => v !== value);
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
