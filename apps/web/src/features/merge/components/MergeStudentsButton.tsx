import { Button, Group, NumberInput, Radio, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Student } from '@studydesk/shared/students';
import { IconArrowMerge } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { formatOfficeDay } from '../../../ui/dhaka-time.ts';
import { FormModal } from '../../../ui/FormModal.tsx';
import { ListState } from '../../../ui/ListState.tsx';
import { showPhone } from '../../../ui/office-phone.ts';
import { toast } from '../../../ui/toast.ts';
import { usePhone } from '../../../ui/use-phone.ts';
import { fieldLabel } from '../../audit/audit-format.ts';
import { useStudent } from '../../students/queries.ts';
import { defaultTakes, differingFields, fieldValue } from '../merge-fields.ts';
import { useMergeStudents } from '../queries.ts';

/** Super Admin joins another registration of the same person into this student (issue 19). */
export function MergeStudentsButton({ student }: { student: Student }) {
  const { t } = useTexts('merge');
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconArrowMerge size={16} />} onClick={modal.open}>
        {t('merge')}
      </Button>
      <FormModal opened={opened} onClose={modal.close} title={t('title', { fullName: student.fullName })} size="xl">
        <MergeForm keep={student} onClose={modal.close} />
      </FormModal>
    </>
  );
}

function MergeForm({ keep, onClose }: { keep: Student; onClose: () => void }) {
  const { t } = useTexts('merge');
  const [typed, setTyped] = useState<string | number>('');
  const [otherId, setOtherId] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const compare = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(typed);
    if (!Number.isInteger(id) || id <= 0) return setError(t('enterStudentId'));
    if (id === keep.studentId) return setError(t('notThisOne'));
    setError(undefined);
    setOtherId(id);
  };
  return (
    <Stack gap="md">
      <Text fz="sm">{t('intro')}</Text>
      <form onSubmit={compare} noValidate>
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={t('otherStudentId')}
            value={typed}
            onChange={setTyped}
            hideControls
            allowDecimal={false}
            allowNegative={false}
            error={error}
            w={220}
            data-autofocus
          />
          <Button type="submit" variant="default">
            {t('compare')}
          </Button>
        </Group>
      </form>
      {otherId !== null && <Comparison key={otherId} keep={keep} otherId={otherId} onClose={onClose} />}
    </Stack>
  );
}

function Comparison({ keep, otherId, onClose }: { keep: Student; otherId: number; onClose: () => void }) {
  const { t } = useTexts('merge');
  const other = useStudent(otherId);
  const merge = useMergeStudents();
  const [takes, setTakes] = useState<string[] | null>(null);
  const phone = usePhone();
  if (!other.data) {
    return (
      <ListState loading={other.isPending} error={other.error} onRetry={() => other.refetch()} empty={null}>
        {null}
      </ListState>
    );
  }
  const them = other.data;
  const fields = differingFields(keep, them);
  const taken = takes ?? defaultTakes(keep, them);
  const choose = (field: string, fromOther: boolean) =>
    setTakes(fromOther ? [...new Set([...taken, field])] : taken.filter((f) => f !== field));
  const submit = () =>
    merge.mutate(
      { keep: keep.studentId, merge: them.studentId, take: taken },
      {
        onSuccess: (merged) => {
          toast.success(t('merged', { other: `${them.fullName} (${them.studentId})`, fullName: merged.fullName }));
          onClose();
        },
        // Nothing was merged (another student's name and phone, one merged meanwhile): say why, keep the dialog.
        onError: (failure) => toast.warning(failure.message),
      },
    );
  /** A value as the office reads it: a phone number as dialled here, a day in the office's date format. */
  const text = (field: string, value: string) =>
    !value
      ? ''
      : field === 'phoneNumber' || field === 'parentPhone'
        ? showPhone(value)
        : field === 'dob' || field === 'testDate'
          ? formatOfficeDay(value)
          : value;
  const shown = (field: string, value: string) =>
    text(field, value) || (
      <Text span c="dimmed" fs="italic" fz="sm">
        {t('empty')}
      </Text>
    );
  /** The choice of one side's value of `field`: `from` is `keep` (stays) or `them` (goes). */
  const choice = (field: string, from: Student, label?: string) => {
    const fromOther = from === them;
    const value = fieldValue(from, field);
    return (
      <Radio
        name={field}
        checked={taken.includes(field) === fromOther}
        onChange={() => choose(field, fromOther)}
        label={
          label ? (
            <>
              <Text span display="block" fz="xs" c="dimmed">
                {label}
              </Text>
              {shown(field, value)}
            </>
          ) : (
            shown(field, value)
          )
        }
        aria-label={`${fieldLabel(field)}: ${fromOther ? 'take' : 'keep'} ${text(field, value) || t('empty')}`}
      />
    );
  };
  const stays = t('keep', { fullName: keep.fullName, studentId: keep.studentId });
  const goes = t('other', { fullName: them.fullName, studentId: them.studentId });
  return (
    <Stack gap="md">
      {fields.length > 0 && phone ? (
        // On a phone each field is its own group, its two values one above the other, each saying whose it is.
        <Stack gap="sm">
          {fields.map((field) => (
            <Stack key={field} gap={6} role="radiogroup" aria-label={fieldLabel(field)}>
              <Text fw={600} fz="sm">
                {fieldLabel(field)}
              </Text>
              {choice(field, keep, stays)}
              {choice(field, them, goes)}
            </Stack>
          ))}
        </Stack>
      ) : fields.length > 0 ? (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('field')}</Table.Th>
                <Table.Th>{stays}</Table.Th>
                <Table.Th>{goes}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field) => (
                <Table.Tr key={field}>
                  <Table.Td fw={600}>{fieldLabel(field)}</Table.Td>
                  <Table.Td>{choice(field, keep)}</Table.Td>
                  <Table.Td>{choice(field, them)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text fz="sm">{t('noDifferences')}</Text>
      )}
      {fields.length > 0 && (
        <Text fz="sm" c="dimmed">
          {t('sameFields')}
        </Text>
      )}
      <Text fz="sm">{t('moves', { fullName: `${them.fullName} (${them.studentId})` })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button color="red" onClick={submit} disabled={merge.isPending} leftSection={<IconArrowMerge size={16} />}>
          {merge.isPending ? t('merging') : t('confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
