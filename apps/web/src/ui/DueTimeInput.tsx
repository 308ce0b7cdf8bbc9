import '@mantine/dates/styles.css';
import { DateTimePicker } from '@mantine/dates';
import { useTexts } from '../i18n/use-texts.ts';
import { dhakaWallClock, fromDhakaWallClock, pickerDateFormat } from './dhaka-time.ts';

/**
 * A due date and time as the office writes dates ("24/11/2026 14:30" day first, issue 22), in the office's time
 * (Asia/Dhaka) as every screen shows it, whatever the browser's time zone: the picker works on Dhaka wall-clock
 * text and the value is an ISO date-time. Earlier moments cannot be picked.
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
      minDate={dhakaWallClock(new Date()) ?? undefined}
      value={value ? dhakaWallClock(value) : null}
      onChange={(picked) => onChange(picked ? fromDhakaWallClock(picked) : null)}
      error={error}
      withAsterisk={!optional}
      clearable
      popoverProps={{ withinPortal: true }}
    />
  );
}
