import { Center, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { DuplicateAction, PreviewRow } from '@studydesk/shared/imports';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { usePhone } from '../../../ui/use-phone.ts';
import { type ImportChoices, previewCounts } from '../import-form.ts';
import { RowAction, RowDetails, VerdictBadge } from './PreviewRowParts.tsx';

export interface ImportPreviewProps {
  rows: PreviewRow[] | undefined;
  loading: boolean;
  /** Why there is no preview: the columns need correcting, or the message of another failure. */
  problem: string | null;
  choices: ImportChoices;
  onChange: (next: ImportChoices) => void;
}

/** A row's own choice, or the one for every possible duplicate. */
const actionOf = (choices: ImportChoices, row: number) => choices.choices[String(row)] ?? choices.duplicates;

function PreviewRows({
  rows,
  choices,
  onChange,
}: Pick<ImportPreviewProps, 'choices' | 'onChange'> & { rows: PreviewRow[] }) {
  const { t } = useTexts('imports');
  const phone = usePhone();
  const choose = (row: number) => (action: DuplicateAction) =>
    onChange({ ...choices, choices: { ...choices.choices, [String(row)]: action } });
  if (phone) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('previewRows')}>
        {rows.map((row) => (
          <Paper key={row.row} component="li" withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Text fz="sm" fw={600} style={{ wordBreak: 'break-word' }}>
                  {t('rowNumber', { row: row.row })} · {row.values.fullName || t('noName')}
                </Text>
                <VerdictBadge verdict={row.verdict} />
              </Group>
              <Text fz="sm" c="dimmed">
                {row.values.phoneNumber || t('noPhone')}
              </Text>
              <RowDetails row={row} />
              <RowAction row={row} value={actionOf(choices, row.row)} onChange={choose(row.row)} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped verticalSpacing="xs" style={{ verticalAlign: 'top' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>{t('row')}</Table.Th>
            <Table.Th w={200}>{t('fullName')}</Table.Th>
            <Table.Th w={160}>{t('phoneNumber')}</Table.Th>
            <Table.Th w={150}>{t('verdictHeader')}</Table.Th>
            <Table.Th>{t('details')}</Table.Th>
            <Table.Th w={170}>{t('action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.row}>
              <Table.Td>
                <Text fz="sm">{row.row}</Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" style={{ wordBreak: 'break-word' }}>
                  {row.values.fullName || '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" style={{ wordBreak: 'break-word' }}>
                  {row.values.phoneNumber || '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <VerdictBadge verdict={row.verdict} />
              </Table.Td>
              <Table.Td>
                <RowDetails row={row} />
              </Table.Td>
              <Table.Td>
                <RowAction row={row} value={actionOf(choices, row.row)} onChange={choose(row.row)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Step 3: what the run would do with the first 100 rows (nothing is saved yet): new students, possible duplicates
 * naming who they may be, and the rows it would refuse, with why. A possible duplicate can be told apart here.
 */
export function ImportPreview({ rows, loading, problem, choices, onChange }: ImportPreviewProps) {
  const { t } = useTexts('imports');
  const counts = rows ? previewCounts(rows) : null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="import-preview-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4" id="import-preview-title">
            {t('preview')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('previewHint')}
          </Text>
        </div>
        {problem ? (
          <ErrorAlert>{problem}</ErrorAlert>
        ) : loading || !rows || !counts ? (
          <Center py="lg">
            <Loader size="sm" aria-label={t('makingThePreview')} />
          </Center>
        ) : (
          <>
            <Text fw={600} aria-live="polite">
              {t('summaryNew', { count: counts.ok })} · {t('summaryDuplicates', { count: counts.duplicate })} ·{' '}
              {t('summaryErrors', { count: counts.error })}
            </Text>
            <PreviewRows rows={rows} choices={choices} onChange={onChange} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
