import { Select, type SelectProps } from '@mantine/core';
import { currencyOptions } from './currency-options.ts';

const OPTIONS = currencyOptions();

/** An ISO 4217 currency, found by typing its code or its name; '' while none is chosen. */
export function CurrencySelect({
  value,
  onChange,
  leaveOut,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value?: string;
  onChange: (currency: string) => void;
  /** A currency that is no choice here (the office's own, whose rate is always 1). */
  leaveOut?: string;
}) {
  return (
    <Select
      searchable
      nothingFoundMessage="No such currency"
      maxDropdownHeight="14rem"
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={leaveOut ? OPTIONS.filter((option) => option.value !== leaveOut) : OPTIONS}
      value={value || null}
      onChange={(currency) => onChange(currency ?? '')}
    />
  );
}
