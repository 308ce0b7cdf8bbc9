import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useDraftFilter } from '../../../ui/draft-filter.ts';
import { OfficeDateInput } from '../../../ui/OfficeDateInput.tsx';
import { type AuditTrailFilter, EMPTY_FILTER, RECORD_TYPE_OPTIONS } from '../audit-format.ts';
import { useAuditEmployees } from '../queries.ts';

/** The trail's filters: edited freely, applied on Filter (or Enter), as the student lists do. */
export function AuditFilterBar({
  applied,
  onApply,
}: {
  applied: AuditTrailFilter;
  onApply: (filter: AuditTrailFilter) => void;
}) {
  const { t } = useTexts('audit');
  const { draft, setDraft, apply } = useDraftFilter(applied, onApply);
  const employees = useAuditEmployees();
  const set = (patch: Partial<AuditTrailFilter>) => setDraft((current) => ({ ...current, ...patch }));
  const employeeOptions = (employees.data ?? []).map((e) => ({
    value: e._id,
    label: `${e.name} (${e.employee_id})${e.active ? '' : ' · deactivated'}`,
  }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const filtered = JSON.stringify(draft) !== JSON.stringify(EMPTY_FILTER);

  return (
    <form onSubmit={submit} aria-label={t('filterTheAuditTrail')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
        <Select
          label={t('recordType')}
          placeholder={t('allRecords')}
          data={RECORD_TYPE_OPTIONS}
          value={draft.recordType}
          onChange={(recordType) => set({ recordType })}
          clearable
        />
        <TextInput
          label={t('record')}
          placeholder={t('studentOrEmployeeId')}
          value={draft.recordId}
          onChange={(event) => set({ recordId: event.currentTarget.value })}
        />
        <Select
          label={t('employee')}
          placeholder={employees.isError ? 'The list could not be loaded' : 'Anyone'}
          data={employeeOptions}
          value={draft.actor}
          onChange={(actor) => set({ actor })}
          searchable
          clearable
          nothingFoundMessage={t('noEmployeeHasThisName')}
          maxDropdownHeight="16rem"
        />
        <OfficeDateInput
          label={t('from')}
          value={draft.from}
          maxDate={draft.to || undefined}
          onChange={(from) => set({ from })}
        />
        <OfficeDateInput
          label={t('to')}
          value={draft.to}
          minDate={draft.from || undefined}
          onChange={(to) => set({ to })}
        />
      </SimpleGrid>
      <Group justify="flex-end" gap="sm" mt="md">
        {filtered && (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconX size={16} />}
            onClick={() => {
              setDraft(EMPTY_FILTER);
              apply(EMPTY_FILTER);
            }}
          >
            {t('clearFilters')}
          </Button>
        )}
        <Button type="submit" leftSection={<IconFilter size={16} />}>
          {t('filter')}
        </Button>
      </Group>
    </form>
  );
}
