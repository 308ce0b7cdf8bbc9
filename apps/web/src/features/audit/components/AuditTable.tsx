import { Anchor, Badge, Box, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { AuditEvent } from '@studydesk/shared/audit';
import { useTexts } from '../../../i18n/use-texts.ts';
import { usePhone } from '../../../ui/use-phone.ts';
import { actionLabel, formatWhen, recordTypeLabel } from '../audit-format.ts';
import { ChangeList } from './ChangeList.tsx';

const ACTION_COLOR: Record<string, string> = {
  created: 'teal',
  uploaded: 'teal',
  'new-version': 'teal',
  'role-added': 'teal',
  activated: 'teal',
  restored: 'teal',
  archived: 'red',
  deactivated: 'red',
  'role-removed': 'red',
  'password-reset': 'orange',
  'password-changed': 'orange',
};

/** Why an event has no values to show. */
const NO_VALUES: Record<string, string> = {
  'password-reset': 'The password itself is never recorded',
  'password-changed': 'The password itself is never recorded',
};

function Who({ event }: { event: AuditEvent }) {
  if (!event.actor) {
    return (
      <Text fz="sm" c="dimmed">
        {event.recordType === 'document' ? 'The student (upload link)' : 'The system'}
      </Text>
    );
  }
  return (
    <div>
      <Text fz="sm" fw={500}>
        {event.actor.name}
      </Text>
      <Text fz="xs" c="dimmed" ff="monospace">
        {event.actor.employee_id}
      </Text>
    </div>
  );
}

/**
 * When, Who, Record, Action and Changes of each event; a record's name opens that record's own trail. On a phone each
 * event is a card.
 */
export function AuditTable({
  events,
  onRecord,
}: {
  events: AuditEvent[];
  onRecord: (recordType: string, recordId: string) => void;
}) {
  const { t } = useTexts('audit');
  const phone = usePhone();

  /** What an event shows, the same in a table row and in a phone's card. */
  const partsOf = (event: AuditEvent) => ({
    when: (
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatWhen(event.at)}
      </Text>
    ),
    record: (
      <Stack gap={2} align="flex-start">
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
          {recordTypeLabel(event.recordType)}
        </Text>
        <Tooltip label={t('showOnlyThisRecordS')} openDelay={400}>
          <Anchor
            component="button"
            type="button"
            fz="sm"
            ta="left"
            onClick={() => onRecord(event.recordType, event.recordKey)}
            ff={event.record ? undefined : 'monospace'}
          >
            {event.record || event.recordId}
          </Anchor>
        </Tooltip>
      </Stack>
    ),
    action: (
      <Badge variant="light" color={ACTION_COLOR[event.action] ?? 'blue'} radius="sm" tt="none">
        {actionLabel(event.action)}
      </Badge>
    ),
    changes: (
      <ChangeList
        before={event.before}
        after={event.after}
        hiddenFields={event.valuesHidden ? event.fields : undefined}
        emptyText={NO_VALUES[event.action]}
      />
    ),
  });

  if (phone) {
    // On a phone: a card an event, its record's button and changes in view without scrolling sideways.
    return (
      <Stack gap="sm">
        {events.map((event) => {
          const parts = partsOf(event);
          return (
            // A long value (a JSON object, an ID) breaks inside the card rather than pushing the page sideways.
            <Paper key={event._id} withBorder radius="md" p="sm" style={{ overflowWrap: 'anywhere' }}>
              <Stack gap="xs">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  {parts.record}
                  {/* A long action ("Payment received") keeps its words; the record's name wraps instead. */}
                  <Box style={{ flexShrink: 0 }}>{parts.action}</Box>
                </Group>
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Who event={event} />
                  {parts.when}
                </Group>
                {parts.changes}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" style={{ verticalAlign: 'top' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={150}>{t('when')}</Table.Th>
            <Table.Th w={170}>{t('who')}</Table.Th>
            <Table.Th w={240}>{t('record')}</Table.Th>
            <Table.Th w={170}>{t('action')}</Table.Th>
            <Table.Th>{t('changes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => {
            const parts = partsOf(event);
            return (
              <Table.Tr key={event._id}>
                <Table.Td>{parts.when}</Table.Td>
                <Table.Td>
                  <Who event={event} />
                </Table.Td>
                <Table.Td>{parts.record}</Table.Td>
                <Table.Td>{parts.action}</Table.Td>
                <Table.Td>{parts.changes}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
