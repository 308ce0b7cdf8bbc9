import { useMediaQuery } from '@mantine/hooks';

/** Under Mantine's `sm` breakpoint a screen lays out for a phone: cards for tables, stacked fields. */
export const PHONE_WIDTH = '(max-width: 48em)';

export function usePhone(): boolean {
  return useMediaQuery(PHONE_WIDTH);
}
