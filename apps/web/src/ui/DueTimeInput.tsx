import '@mantine/dates/styles.css';
import { DateTimePicker } from '@mantine/dates';
import { useTexts } from '../i18n/use-texts.ts';
import { pickerDateFormat } from './dhaka-time.ts';

/**
 * A due date and time as the office writes dates ("24/11/2026 14:30" day first, issue 22), in the browser's time
 * zone; the value is an ISO date-time. Earlier moments cannot be picked.
 */
export function DueTimeInput({
  label,
  value,
  onChange,
  error,
  optional = false,
}: {
  label: string;
  value: string | null;
  onChange: (iso: string | null) => void;
  error?: string;
  /** Not required (no asterisk). */
  optional?: boolean;
}) {
  const { t } = useTexts('common');
  return (
    <DateTimePicker
      label={label}
      valueFormat={`${pickerDateFormat()} HH:mm`}
      placeholder={t('chooseADayAndTime')}
      minDate={new Date()}
      value={value ? new Date(value) : null}
      onChange={(picked) => onChange(picked ? new Date(picked).toISOString() : null)}
      error={error}
      withAsterisk={!optional}
      clearable
      popoverProps={{ withinPortal: true }}
    />
  );
}
