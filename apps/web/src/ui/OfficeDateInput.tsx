import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { pickerDateFormat } from './dhaka-time.ts';

dayjs.extend(customParseFormat);

export type OfficeDateInputProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  /** `YYYY-MM-DD`, or '' when empty (as the forms and filters keep it). */
  value?: string | null;
  onChange?: (day: string) => void;
};

/**
 * A calendar day (a birthday, a filter's bound) typed or picked the office's way (issue 22): 24/11/2026 day first
 * or 11/24/2026 month first, as Super Admin set it; the value stays `YYYY-MM-DD`.
 */
export function OfficeDateInput({ value, onChange, placeholder, ...props }: OfficeDateInputProps) {
  const format = pickerDateFormat();
  return (
    <DateInput
      {...props}
      placeholder={placeholder ?? format.toLowerCase()}
      valueFormat={format}
      dateParser={(text) => {
        const day = dayjs(text.trim(), format, true);
        return day.isValid() ? day.format('YYYY-MM-DD') : null;
      }}
      value={value || null}
      onChange={(day) => onChange?.(day ?? '')}
      clearable
      clearButtonProps={{ 'aria-label': 'Clear the date' }}
      popoverProps={{ withinPortal: true }}
    />
  );
}
