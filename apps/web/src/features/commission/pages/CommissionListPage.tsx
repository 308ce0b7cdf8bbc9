import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconDownload, IconFilter } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ListState } from '../../../ui/ListState.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { shortLink } from '../commission-format.ts';
import { type CommissionFilter, useCommissionList, useDownloadCommission } from '../queries.ts';

const EMPTY: CommissionFilter = { b2b: '', intake: '' };

/** SPEC.md 2.16: the applications that came through a B2B agent, filtered by agent and intake. */
export function CommissionListPage() {
  const [draft, setDraft] = useState<CommissionFilter>(EMPTY);
  const [filter, setFilter] = useState<CommissionFilter>(EMPTY);
  const list = useCommissionList(filter);
  const download = useDownloadCommission();
  const rows = list.data ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter(draft);
  };

  return (
    <Stack gap="lg">
      <PageTitle title="B2B Commission List" description="Applications filed through a B2B agent." />
      <Paper withBorder radius="md" p="md">
        <form onSubmit={submit} aria-label="Filter commissions">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="B2B Agent"
              placeholder="e.g. Global_Edu"
              value={draft.b2b}
              onChange={(event) => setDraft({ ...draft, b2b: event.currentTarget.value })}
            />
            <TextInput
              label="Intake"
              placeholder="e.g. September 2027"
              value={draft.intake}
              onChange={(event) => setDraft({ ...draft, intake: event.currentTarget.value })}
            />
          </SimpleGrid>
          <Group gap="sm" mt="sm" justify="flex-end">
            <Button type="submit" leftSection={<IconFilter size={16} />}>
              Filter
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={download.isPending}
              onClick={() => download.mutate(draft)}
            >
              Download
            </Button>
          </Group>
        </form>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <ListState
          loading={list.isPending}
          error={list.isError ? list.error : null}
          onRetry={() => list.refetch()}
          empty={rows.length === 0 ? 'No commissions found' : null}
          hint="Applications appear here when an admin Officer files a university application through a B2B agent."
        >
          <Table.ScrollContainer minWidth={820}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>StudentId</Table.Th>
                  <Table.Th>Country</Table.Th>
                  <Table.Th>University Name</Table.Th>
                  <Table.Th>Intake</Table.Th>
                  <Table.Th>B2B Agent</Table.Th>
                  <Table.Th>Application Link</Table.Th>
                  <Table.Th>Note</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  // Rows have no id of their own; these fields together tell two applications apart.
                  <Table.Tr
                    key={`${row.studentId}|${row.country}|${row.universityName}|${row.intake}|${row.link}|${row.b2b}`}
                  >
                    <Table.Td>{row.studentId}</Table.Td>
                    <Table.Td>{row.country}</Table.Td>
                    <Table.Td>{row.universityName}</Table.Td>
                    <Table.Td>{row.intake}</Table.Td>
                    <Table.Td>{row.b2b}</Table.Td>
                    <Table.Td>
                      {row.link ? (
                        <Tooltip label={row.link} withArrow>
                          <Anchor href={row.link} target="_blank" rel="noopener noreferrer" fz="sm" title={row.link}>
                            {shortLink(row.link)}
                          </Anchor>
                        </Tooltip>
                      ) : (
                        <Text fz="sm" c="dimmed">
                          N/A
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm" lineClamp={2} title={row.note}>
                        {row.note || '—'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListState>
      </Paper>
    </Stack>
  );
}
