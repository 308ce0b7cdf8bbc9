import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconDownload, IconFilter } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { usePhone } from '../../../ui/use-phone.ts';
import { shortLink } from '../commission-format.ts';
import { type CommissionFilter, useCommissionList, useDownloadCommission } from '../queries.ts';

const EMPTY: CommissionFilter = { b2b: '', intake: '' };

/**
 * SPEC.md 2.16: the applications that came through a B2B agent, filtered by agent and intake; each links to its rows
 * of the commission ledger (issue 18).
 */
export function CommissionListPage() {
  const { t } = useTexts('commission');
  const { user } = useAreaSession();
  const [draft, setDraft] = useState<CommissionFilter>(EMPTY);
  const [filter, setFilter] = useState<CommissionFilter>(EMPTY);
  const list = useCommissionList(filter);
  const download = useDownloadCommission();
  const rows = list.data ?? [];
  const phone = usePhone();

  /** What an application shows beyond plain values, the same in a table row and in a phone's card. */
  const partsOf = (row: (typeof rows)[number]) => ({
    ledger: (
      <Anchor
        component={Link}
        to={PAGES.ledger.path(user.role, {}, { applicationId: row.applicationId })}
        fz="xs"
        aria-label={t('ledgerOf', { studentId: row.studentId, university: row.universityName })}
      >
        {t('ledger')}
      </Anchor>
    ),
    link: row.link ? (
      <Tooltip label={row.link} withArrow>
        <Anchor href={row.link} target="_blank" rel="noopener noreferrer" fz="sm" title={row.link}>
          {shortLink(row.link)}
        </Anchor>
      </Tooltip>
    ) : (
      <Text fz="sm" c="dimmed">
        {t('nA')}
      </Text>
    ),
    note: (
      <Text fz="sm" lineClamp={2} title={row.note}>
        {row.note || '—'}
      </Text>
    ),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter(draft);
  };

  return (
    <Stack gap="lg">
      <PageTitle title={t('b2bCommissionList')} description={t('applicationsFiledThroughAB2b')} />
      <Paper withBorder radius="md" p="md">
        <form onSubmit={submit} aria-label={t('filterCommissions')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('b2bAgent')}
              placeholder={t('eGGlobalEdu')}
              value={draft.b2b}
              onChange={(event) => setDraft({ ...draft, b2b: event.currentTarget.value })}
            />
            <TextInput
              label={t('intake')}
              placeholder={t('eGSeptember2027')}
              value={draft.intake}
              onChange={(event) => setDraft({ ...draft, intake: event.currentTarget.value })}
            />
          </SimpleGrid>
          <Group gap="sm" mt="sm" justify="flex-end">
            <Button type="submit" leftSection={<IconFilter size={16} />}>
              {t('filter')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={download.isPending}
              // The rows the table shows: a filter typed but not yet applied changes neither.
              onClick={() => download.mutate(filter)}
            >
              {t('download')}
            </Button>
          </Group>
        </form>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <ListState
          loading={list.isPending}
          error={list.isError ? list.error : null}
          onRetry={() => list.refetch()}
          empty={rows.length === 0 ? t('noCommissionsFound') : null}
          hint={t('applicationsAppearHereWhenAn')}
        >
          {phone ? (
            // On a phone: a card an application, its link and note in view without scrolling sideways.
            <Stack gap="sm">
              {rows.map((row) => {
                const parts = partsOf(row);
                return (
                  <Paper
                    key={row.applicationId}
                    withBorder
                    radius="md"
                    p="sm"
                    role="group"
                    aria-label={`${row.studentId}, ${row.universityName}`}
                  >
                    <Stack gap={6}>
                      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                        <div>
                          <Text fz="sm" fw={600}>
                            {row.universityName}
                          </Text>
                          <Text fz="xs" c="dimmed">
                            {t('studentid')}: {row.studentId}
                          </Text>
                        </div>
                        {parts.ledger}
                      </Group>
                      <Text fz="xs" c="dimmed">
                        {t('country')}: {row.country} · {t('intake')}: {row.intake}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {t('b2bAgent')}: {row.b2b}
                      </Text>
                      <Group gap={6} wrap="nowrap" align="baseline">
                        <Text fz="xs" c="dimmed">
                          {t('applicationLink')}:
                        </Text>
                        {parts.link}
                      </Group>
                      {row.note && (
                        <Group gap={6} wrap="nowrap" align="baseline">
                          <Text fz="xs" c="dimmed">
                            {t('note')}:
                          </Text>
                          {parts.note}
                        </Group>
                      )}
                    </Stack>
                  </Paper>
                );
              })}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={820}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('studentid')}</Table.Th>
                    <Table.Th>{t('country')}</Table.Th>
                    <Table.Th>{t('universityName')}</Table.Th>
                    <Table.Th>{t('intake')}</Table.Th>
                    <Table.Th>{t('b2bAgent')}</Table.Th>
                    <Table.Th>{t('applicationLink')}</Table.Th>
                    <Table.Th>{t('note')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => {
                    const parts = partsOf(row);
                    return (
                      <Table.Tr key={row.applicationId}>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <span>{row.studentId}</span>
                            {parts.ledger}
                          </Group>
                        </Table.Td>
                        <Table.Td>{row.country}</Table.Td>
                        <Table.Td>{row.universityName}</Table.Td>
                        <Table.Td>{row.intake}</Table.Td>
                        <Table.Td>{row.b2b}</Table.Td>
                        <Table.Td>{parts.link}</Table.Td>
                        <Table.Td>{parts.note}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </ListState>
      </Paper>
    </Stack>
  );
}
