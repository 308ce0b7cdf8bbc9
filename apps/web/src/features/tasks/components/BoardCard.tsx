import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Anchor, Badge, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { type StudentStatus, statusMovesFrom } from '@studydesk/shared/students';
import type { BoardCard as Card } from '@studydesk/shared/tasks';
import { IconArrowsExchange, IconChevronDown, IconGripVertical } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { formatOfficeDateTime } from '../../../ui/dhaka-time.ts';
import { STATUS_LOOK } from '../../../ui/student-status.ts';
import { usePhone } from '../../../ui/use-phone.ts';

/** A card's move without dragging: a menu of where it may go (on a phone, in place of a sideways scroller). */
function MoveMenu({
  card,
  moves,
  onMove,
}: {
  card: Card;
  moves: StudentStatus[];
  onMove: (card: Card, status: StudentStatus) => void;
}) {
  const { t } = useTexts('tasks');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconArrowsExchange size={14} />}
          rightSection={<IconChevronDown size={14} />}
          style={{ flexShrink: 0 }}
          aria-label={t('moveStudentTo', { fullName: card.fullName })}
        >
          {t('move2')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('moveStudentTo', { fullName: card.fullName })}</Menu.Label>
        {moves.map((status) => (
          <Menu.Item key={status} onClick={() => onMove(card, status)}>
            {STATUS_LOOK[status].label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The student's next step and when it is due, red once overdue. */
function NextStep({ card }: { card: Card }) {
  const { t } = useTexts('tasks');
  return card.nextAction ? (
    <Text fz="xs" c={card.nextAction.overdue ? 'var(--mantine-color-red-text)' : 'dimmed'} style={{ minWidth: 0 }}>
      {card.nextAction.overdue ? t('overdue') : t('next')}
      {card.nextAction.note || t('nextStep')} · {formatOfficeDateTime(card.nextAction.dueAt)}
    </Text>
  ) : (
    <Text fz="xs" c="dimmed">
      {t('noNextStep')}
    </Text>
  );
}

/**
 * A student on the board: picked up by its handle with the mouse, or with Space and moved with the arrow keys, or
 * moved from its Move menu (on a phone, with no handle, the only way). `onMove` is the board's move, the one a drop makes; without it
 * (a role the server does not let change a status), or with nowhere the user may move this card to (a Counselor's
 * student past Enrolled), the card has neither handle nor menu.
 */
export function BoardCard({ card, onMove }: { card: Card; onMove?: (card: Card, status: StudentStatus) => void }) {
  const { t } = useTexts('tasks');
  const { user } = useAreaSession();
  const phone = usePhone();
  const moves = onMove ? statusMovesFrom(user.role, card.status) : [];
  const movable = onMove && moves.length > 0;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: `student:${card.studentId}`,
    data: { card },
    disabled: !movable,
  });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      shadow={isDragging ? 'md' : undefined}
      style={{ ...style, opacity: isDragging ? 0.85 : 1, zIndex: isDragging ? 10 : undefined, userSelect: 'none' }}
    >
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Group justify="space-between" wrap="nowrap" gap={6} style={{ minWidth: 0 }}>
          <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
            {/* the handle is the draggable control; the name stays an ordinary link to the student */}
            {!phone && movable && (
              <ActionIcon
                ref={setActivatorNodeRef}
                variant="subtle"
                color="gray"
                size="sm"
                style={{ cursor: 'grab', touchAction: 'none', flexShrink: 0 }}
                {...listeners}
                {...attributes}
                aria-label={t('move', { fullName: card.fullName, studentId: card.studentId })}
              >
                <IconGripVertical size={14} />
              </ActionIcon>
            )}
            <Anchor
              component={Link}
              to={PAGES.studentDetails.path(user.role, {
                studentId: card.studentId,
                counselorId: card.counselorEmployeeId ?? 'none',
              })}
              fw={600}
              fz="sm"
              truncate
            >
              {card.fullName}
            </Anchor>
          </Group>
          <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {card.studentId}
          </Text>
        </Group>
        <Group gap={6}>
          {card.destination && (
            <Badge size="xs" variant="light" color="gray">
              {card.destination}
            </Badge>
          )}
          <Badge size="xs" variant="light" color={card.stalled ? 'orange' : 'blue'} tt="none">
            {card.stalled
              ? t('stalledInStage', { count: card.daysInStage })
              : t('inStage', { count: card.daysInStage })}
          </Badge>
        </Group>
        {movable ? (
          // the Move menu sits beside the next step, the card no taller for it: a phone's only way to move a card,
          // and on a wider screen the way for whoever cannot drag (a screen reader's browse mode, voice control)
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <NextStep card={card} />
            <MoveMenu card={card} moves={moves} onMove={onMove} />
          </Group>
        ) : (
          <NextStep card={card} />
        )}
      </Stack>
    </Paper>
  );
}
