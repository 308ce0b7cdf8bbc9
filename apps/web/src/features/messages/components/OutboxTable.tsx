import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { MESSAGE_STATE_LABELS, type MessageState, type OutboxMessage } from '@studydesk/shared/messages';
import { TEMPLATE_LABELS, type TemplateKey } from '@studydesk/shared/templates';
import { IconRotate } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { formatOfficeDateTime } from '../../../ui/dhaka-time.ts';
import { usePhone } from '../../../ui/use-phone.ts';
import { useRetryMessage } from '../outbox-queries.ts';

export const STATE_COLOR: Record<MessageState, string> = {
  queued: 'blue',
  sending: 'cyan',
  sent: 'teal',
  failed: 'red',
  refused: 'orange',
};

/** The student's name, a link to their page unless they were deleted (archived: their page is gone). */
function Recipient({ message }: { message: OutboxMessage }) {
  const { t } = useTexts('messages');
  const { user } = useAreaSession();
  const { student } = message;
  return (
    <Stack gap={2}>
      {student?.archived ? (
        <Text fz="sm" fw={500}>
          {student.fullName}{' '}
          <Text span fz="xs" c="dimmed" fw={400}>
            {t('archivedStudent')}
          </Text>
        </Text>
      ) : student ? (
        <Anchor
          component={Link}
          fz="sm"
          fw={500}
          to={PAGES.studentDetails.path(user.role, { studentId: student.studentId, counselorId: 'none' })}
        >
          {student.fullName}
        </Anchor>
      ) : (
        <Text fz="sm" fw={500}>
          {t('anEmployee')}
        </Text>
      )}
      <Text fz="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
        {message.channel === 'whatsapp' ? t('whatsApp') : ''}
        {message.recipient || t('noAddress')}
      </Text>
    </Stack>
  );
}

function RetryButton({ message }: { message: OutboxMessage }) {
  const { t } = useTexts('messages');
  const retry = useRetryMessage();
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconRotate size={14} />}
      loading={retry.isPending && retry.variables === message._id}
      aria-label={`Retry “${message.subject || 'message'}” to ${message.student?.fullName ?? message.recipient}`}
      onClick={() => retry.mutate(message._id)}
    >
      {t('retry')}
    </Button>
  );
}

/** Who sent it (a rule or staff) and from which template. */
function origin(message: OutboxMessage) {
  const template = message.templateKey
    ? ` · ${TEMPLATE_LABELS[message.templateKey as TemplateKey] ?? message.templateKey}`
    : '';
  return `${message.automatic ? 'Automatic' : 'Sent by staff'}${template}`;
}

const retryable = (message: OutboxMessage) => message.state === 'failed' || message.state === 'refused';

function State({ message }: { message: OutboxMessage }) {
  const { t } = useTexts('messages');
  return (
    <Stack gap={4} align="flex-start">
      <Badge variant="light" color={STATE_COLOR[message.state]} radius="sm" tt="none">
        {MESSAGE_STATE_LABELS[message.state]}
      </Badge>
      {message.state === 'sent' && message.sentAt && (
        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatOfficeDateTime(message.sentAt)}
        </Text>
      )}
      {message.state === 'queued' && message.attempts > 0 && message.nextAttemptAt && (
        <Text fz="xs" c="dimmed">
          {t('nextTry', { value: formatOfficeDateTime(message.nextAttemptAt) })}
        </Text>
      )}
    </Stack>
  );
}

/** On a phone: one card a message, everything readable without scrolling sideways. */
function OutboxCards({ messages }: { messages: OutboxMessage[] }) {
  const { t } = useTexts('messages');
  return (
    <Stack gap="sm">
      {messages.map((message) => (
        <Paper key={message._id} withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Recipient message={message} />
              <State message={message} />
            </Group>
            <div>
              <Text fz="sm">{message.subject || t('noSubject')}</Text>
              <Text fz="xs" c="dimmed">
                {t('queued', {
                  origin: origin(message),
                  at: formatOfficeDateTime(message.createdAt),
                  count: message.attempts,
                })}
              </Text>
            </div>
            {message.lastError && (
              <Text fz="xs" style={{ wordBreak: 'break-word' }}>
                {message.lastError}
              </Text>
            )}
            {retryable(message) && (
              <Group justify="flex-end">
                <RetryButton message={message} />
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** When, To, Subject, State, Attempts and Last error of each message; failed and refused ones can be retried. */
export function OutboxTable({ messages }: { messages: OutboxMessage[] }) {
  const { t } = useTexts('messages');
  const phone = usePhone();
  if (phone) return <OutboxCards messages={messages} />;
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm" style={{ verticalAlign: 'top' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={150}>{t('queued2')}</Table.Th>
            <Table.Th w={210}>{t('to2')}</Table.Th>
            <Table.Th>{t('subject2')}</Table.Th>
            <Table.Th w={110}>{t('state')}</Table.Th>
            <Table.Th w={80}>{t('attempts')}</Table.Th>
            <Table.Th w={240}>{t('lastError')}</Table.Th>
            <Table.Th w={100}>
              <VisuallyHidden>{t('actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((message) => (
            <Table.Tr key={message._id}>
              <Table.Td>
                <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatOfficeDateTime(message.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Recipient message={message} />
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{message.subject || t('noSubject')}</Text>
                <Text fz="xs" c="dimmed">
                  {origin(message)}
                </Text>
              </Table.Td>
              <Table.Td>
                <State message={message} />
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{message.attempts}</Text>
              </Table.Td>
              <Table.Td>
                <Text fz="xs" c={message.lastError ? undefined : 'dimmed'} style={{ wordBreak: 'break-word' }}>
                  {message.lastError ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>{retryable(message) && <RetryButton message={message} />}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
