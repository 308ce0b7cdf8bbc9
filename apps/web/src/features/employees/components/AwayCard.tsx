import '@mantine/dates/styles.css';
import { ActionIcon, Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { Employee } from '@studydesk/shared/employees';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { formatOfficeDay, pickerDateFormat } from '../../../ui/dhaka-time.ts';
import { applyServerErrors } from '../../../ui/forms.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { useAbsences, useMarkAway, useRemoveAbsence } from '../queries.ts';

const day = (value: string | null) => (value ? value.slice(0, 10) : '');
const asText = (iso: string) => formatOfficeDay(iso);

/**
 * Super Admin marks an employee away (issue 15): no automatic assignment goes to them and their reminders go to
 * Super Admin for those days.
 */
export function AwayCard({ employee }: { employee: Employee }) {
  const { t } = useTexts('employees');
  const absences = useAbsences(employee._id);
  const mark = useMarkAway(employee._id);
  const remove = useRemoveAbsence(employee._id);
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = () => {
    const [from, to] = range;
    if (!from) {
      setErrors({ from: 'Choose the first day away' });
      return;
    }
    mark.mutate(
      { from: day(from), to: day(to ?? from), reason },
      {
        onSuccess: () => {
          setRange([null, null]);
          setReason('');
          setErrors({});
        },
        onError: (error) => applyServerErrors({ setErrors }, error, { fields: ['from', 'to', 'reason'] }),
      },
    );
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('away')}
        </Title>
        <Text fz="sm" c="dimmed">
          While away, {employee.name} gets no student assigned automatically, and their reminders go to Super Admin.
        </Text>
        {absences.isError && (
          <LoadFailed
            title={t('theTimesAwayCouldNot')}
            error={absences.error}
            onRetry={() => void absences.refetch()}
          />
        )}
        {absences.isPending && (
          <Stack gap="xs" aria-busy="true" aria-label={t('loadingTimesAway')}>
            <Skeleton h={20} />
            <Skeleton h={20} w="70%" />
          </Stack>
        )}
        {absences.data?.length === 0 && (
          <Text fz="sm" c="dimmed">
            {t('noTimeAwayRecorded')}
          </Text>
        )}
        {(absences.data ?? []).map((a) => (
          <Group key={a._id} justify="space-between" wrap="nowrap">
            <Group gap="xs">
              <Text fz="sm">
                {asText(a.from)} – {asText(a.to)}
                {a.reason && ` · ${a.reason}`}
              </Text>
              {a.now && (
                <Badge size="sm" color="orange" variant="light">
                  {t('awayToday')}
                </Badge>
              )}
            </Group>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('removeTheTimeAwayFrom', { value: asText(a.from) })}
              // Only the one being removed spins; the others stay as they are.
              loading={remove.isPending && remove.variables === a._id}
              onClick={() => remove.mutate(a._id)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group align="flex-end" grow>
          <DatePickerInput
            type="range"
            allowSingleDateInRange
            label={t('daysAway')}
            placeholder={t('firstAndLastDay')}
            valueFormat={pickerDateFormat()}
            value={range}
            onChange={(value) => setRange(value as [string | null, string | null])}
            error={errors.from ?? errors.to}
            popoverProps={{ withinPortal: true }}
          />
          <TextInput
            label={t('reasonOptional')}
            maxLength={200}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={errors.reason}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="light" loading={mark.isPending} onClick={save}>
            {t('markAway')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
