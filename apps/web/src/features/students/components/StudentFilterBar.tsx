import { Autocomplete, Button, Group, Select, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { STUDENT_STATUSES, type StudentStatus } from '@studydesk/shared/students';
import { IconDownload, IconFilter } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { OfficeDateInput } from '../../../ui/OfficeDateInput.tsx';
import { STATUS_LOOK } from '../../../ui/student-status.ts';
import { useStudentSuggestions } from '../queries.ts';
import type { StudentListFilter, StudentScope } from '../student-filter.ts';

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'All' },
  ...STUDENT_STATUSES.map((status) => ({ value: status, label: STATUS_LOOK[status].label })),
];

/**
 * SPEC.md 2.6: the bar is edited freely and applies only on Filter (or Enter); Download exports what the bar
 * holds now, so what is downloaded matches what Filter would show.
 */
export function StudentFilterBar({
  scope,
  withStatus,
  initial,
  onApply,
  onDownload,
  downloading,
  downloadLabel = 'Download',
}: {
  scope: StudentScope;
  withStatus: boolean;
  initial: StudentListFilter;
  onApply: (filter: StudentListFilter) => void;
  onDownload: (filter: StudentListFilter) => void;
  downloading: boolean;
  downloadLabel?: string;
}) {
  const [draft, setDraft] = useState(initial);
  const [debouncedName] = useDebouncedValue(draft.fullName, 200);
  const suggestions = useStudentSuggestions(scope, debouncedName);
  const set = (patch: Partial<StudentListFilter>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <form onSubmit={submit} aria-label="Filter students">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: withStatus ? 4 : 3 }} spacing="sm">
        {withStatus && (
          <Select
            label="Status"
            data={STATUS_OPTIONS}
            value={draft.status ?? ALL}
            onChange={(value) => set({ status: value && value !== ALL ? (value as StudentStatus) : null })}
            allowDeselect={false}
          />
        )}
        <Autocomplete
          label="Full name"
          placeholder="Type a name"
          value={draft.fullName}
          onChange={(fullName) => set({ fullName })}
          data={suggestions.data ?? []}
          maxDropdownHeight="10rem"
          // The server already matched by prefix; filtering again would hide loose matches it chose to send.
          filter={({ options }) => options}
        />
        <OfficeDateInput
          label="Start date"
          value={draft.startDate}
          maxDate={draft.endDate || undefined}
          onChange={(startDate) => set({ startDate })}
        />
        <OfficeDateInput
          label="End date"
          value={draft.endDate}
          minDate={draft.startDate || undefined}
          onChange={(endDate) => set({ endDate })}
        />
      </SimpleGrid>
      <Group gap="sm" mt="sm" justify="flex-end">
        <Button type="submit" leftSection={<IconFilter size={16} />}>
          Filter
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={downloading}
          onClick={() => onDownload(draft)}
        >
          {downloadLabel}
        </Button>
      </Group>
    </form>
  );
}
