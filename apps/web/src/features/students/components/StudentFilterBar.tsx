import { Autocomplete, Button, Group, Select, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { STUDENT_STATUSES, type StudentStatus } from '@studydesk/shared/students';
import { IconDownload, IconFilter } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useDraftFilter } from '../../../ui/draft-filter.ts';
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
 * SPEC.md 2.6: the bar is edited freely and applies only on Filter (or Enter). Download exports the applied filter,
 * the students the table shows, not what is typed but not yet applied: the file matches the screen it came from.
 */
export function StudentFilterBar({
  scope,
  withStatus,
  applied,
  onApply,
  onDownload,
  downloading,
  downloadLabel,
}: {
  scope: StudentScope;
  withStatus: boolean;
  applied: StudentListFilter;
  onApply: (filter: StudentListFilter) => void;
  onDownload: () => void;
  downloading: boolean;
  downloadLabel?: string;
}) {
  const { t } = useTexts('students');
  const { draft, setDraft, apply } = useDraftFilter(applied, onApply);
  const [debouncedName] = useDebouncedValue(draft.fullName, 200);
  const suggestions = useStudentSuggestions(scope, debouncedName);
  const set = (patch: Partial<StudentListFilter>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  return (
    <form onSubmit={submit} aria-label={t('filterStudents')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: withStatus ? 4 : 3 }} spacing="sm">
        {withStatus && (
          <Select
            label={t('status')}
            data={STATUS_OPTIONS}
            value={draft.status ?? ALL}
            onChange={(value) => set({ status: value && value !== ALL ? (value as StudentStatus) : null })}
            allowDeselect={false}
          />
        )}
        <Autocomplete
          label={t('fullName')}
          placeholder={t('typeAName')}
          value={draft.fullName}
          onChange={(fullName) => set({ fullName })}
          data={suggestions.data ?? []}
          maxDropdownHeight="10rem"
          // The server already matched by prefix; filtering again would hide loose matches it chose to send.
          filter={({ options }) => options}
        />
        <OfficeDateInput
          label={t('startDate')}
          value={draft.startDate}
          maxDate={draft.endDate || undefined}
          onChange={(startDate) => set({ startDate })}
        />
        <OfficeDateInput
          label={t('endDate')}
          value={draft.endDate}
          minDate={draft.startDate || undefined}
          onChange={(endDate) => set({ endDate })}
        />
      </SimpleGrid>
      <Group gap="sm" mt="sm" justify="flex-end">
        <Button type="submit" leftSection={<IconFilter size={16} />}>
          {t('filter')}
        </Button>
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={downloading} onClick={onDownload}>
          {downloadLabel ?? t('download')}
        </Button>
      </Group>
    </form>
  );
}
