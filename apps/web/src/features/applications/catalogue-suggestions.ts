import { useDebouncedValue } from '@mantine/hooks';
import { useUniversitySuggestions } from '../universities/queries.ts';

/**
 * The catalogue's universities, courses, countries or intakes that start with what is typed (issue 22), asked a
 * moment after typing stops; the value typed in full is no suggestion. Any other value stays allowed: an
 * application (or an agreement) may name a university the catalogue does not list.
 */
export function useCatalogueSuggestions(field: 'university' | 'course' | 'country' | 'intake', value: string) {
  const [prefix] = useDebouncedValue(value.trim(), 200);
  const suggestions = useUniversitySuggestions(field, prefix);
  return (suggestions.data ?? []).filter((v) => v !== value);
}
