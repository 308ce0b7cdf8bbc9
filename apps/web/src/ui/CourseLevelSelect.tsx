import { Select, type SelectProps } from '@mantine/core';
import { COURSE_LEVELS } from '@studydesk/shared/money';

/** The select's own value for "Any level": an option's value cannot be '' (the value of no choice at all). */
const ANY = 'any';
const OPTIONS = [{ value: ANY, label: 'Any level' }, ...COURSE_LEVELS.map((level) => ({ value: level, label: level }))];

/** A course's level, or '' for any level: what picks a level's own university agreement (issue 18). */
export function CourseLevelSelect({
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & { value?: string; onChange: (level: string) => void }) {
  return (
    <Select
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={OPTIONS}
      value={value || ANY}
      onChange={(level) => onChange(level === ANY || !level ? '' : level)}
    />
  );
}
