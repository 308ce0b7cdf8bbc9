import { Paper, Radio, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { DUPLICATE_ACTIONS, IMPORT_FIELDS, type Import, type ImportField } from '@studydesk/shared/imports';
import { AUTO_ASSIGN } from '@studydesk/shared/students';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { usePhone } from '../../../ui/use-phone.ts';
import { useCounselorOptions } from '../../students/queries.ts';
import { type ChoiceErrors, type ImportChoices, sampleOf } from '../import-form.ts';

const LEAVE_OUT = 'none';

export interface ColumnMappingProps {
  job: Import;
  choices: ImportChoices;
  onChange: (next: ImportChoices) => void;
  errors: ChoiceErrors;
}

/** The field a column fills, chosen in a list that starts with "Leave out"; the server's refusal shows under it. */
function FieldSelect({ column, props }: { column: number; props: ColumnMappingProps }) {
  const { t, wordFor } = useTexts('imports');
  const { job, choices, onChange, errors } = props;
  const data = [
    { value: LEAVE_OUT, label: t('leaveOut') },
    ...IMPORT_FIELDS.map((f) => {
      const label = wordFor('fields', f.key, f.label);
      return { value: f.key, label: f.required ? t('neededField', { label }) : label };
    }),
  ];
  const choose = (value: string | null) => {
    const mapping = [...choices.mapping];
    mapping[column] = !value || value === LEAVE_OUT ? null : (value as ImportField);
    onChange({ ...choices, mapping });
  };
  return (
    <Select
      aria-label={t('fieldOfColumn', { number: column + 1, name: job.columns[column] })}
      data={data}
      value={choices.mapping[column] ?? LEAVE_OUT}
      onChange={choose}
      allowDeselect={false}
      error={errors.columns[column]}
      comboboxProps={{ withinPortal: true }}
      miw={200}
    />
  );
}

function Sample({ job, column }: { job: Import; column: number }) {
  const { t } = useTexts('imports');
  const values = sampleOf(job, column);
  return (
    <Text fz="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
      {values.length > 0 ? values.join(' · ') : t('emptyInTheSample')}
    </Text>
  );
}

/** One line a column: its header, a few of its values, and the field it fills; cards on a phone. */
function ColumnList(props: ColumnMappingProps) {
  const { t } = useTexts('imports');
  const phone = usePhone();
  const { job } = props;
  if (phone) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('columnsOfTheFile')}>
        {job.columns.map((name, column) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the file, which never moves
          <Paper key={column} component="li" withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Text fz="sm" fw={600} style={{ wordBreak: 'break-word' }}>
                {t('columnNumber', { number: column + 1 })}: {name}
              </Text>
              <Sample job={job} column={column} />
              <FieldSelect column={column} props={props} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" style={{ verticalAlign: 'top' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>#</Table.Th>
            <Table.Th w="28%">{t('columnInTheFile')}</Table.Th>
            <Table.Th>{t('sampleValues')}</Table.Th>
            <Table.Th w={260}>{t('fillsTheField')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {job.columns.map((name, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the file, which never moves
            <Table.Tr key={column}>
              <Table.Td>
                <Text fz="sm" c="dimmed">
                  {column + 1}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" fw={500} style={{ wordBreak: 'break-word' }}>
                  {name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Sample job={job} column={column} />
              </Table.Td>
              <Table.Td>
                <FieldSelect column={column} props={props} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Step 2: which field each column fills (guessed from its header), who the new students go to, and what a possible
 * duplicate does. Field errors of the server (a field chosen twice, a needed field missing) show in place.
 */
export function ColumnMapping(props: ColumnMappingProps) {
  const { t } = useTexts('imports');
  const { choices, onChange, errors } = props;
  const counselors = useCounselorOptions({ errorsShownInline: true });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="import-mapping-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4" id="import-mapping-title">
            {t('matchTheColumns')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('matchTheColumnsHint')}
          </Text>
        </div>
        {errors.mapping && <ErrorAlert>{errors.mapping}</ErrorAlert>}
        <ColumnList {...props} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Select
            label={t('counselor')}
            description={t('counselorHint')}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('noCounselorOfThatName')}
            data={[
              { value: AUTO_ASSIGN, label: t('assignInTurn') },
              ...(counselors.data ?? []).map((c) => ({ value: c._id, label: `${c.name} (${c.employee_id})` })),
            ]}
            value={choices.counselor}
            onChange={(value) => onChange({ ...choices, counselor: value ?? AUTO_ASSIGN })}
            error={errors.counselor ?? (counselors.isError ? counselors.error.message : null)}
          />
          <Radio.Group
            label={t('possibleDuplicates')}
            description={t('possibleDuplicatesHint')}
            value={choices.duplicates}
            onChange={(value) => onChange({ ...choices, duplicates: value as ImportChoices['duplicates'] })}
          >
            <Stack gap={6} mt="xs">
              {DUPLICATE_ACTIONS.map((action) => (
                <Radio key={action} value={action} label={t(`duplicateAction.${action}`)} />
              ))}
            </Stack>
          </Radio.Group>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
