import { useDndContext, useDroppable } from '@dnd-kit/core';
import { Box, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type StudentStatus, statusMovesFrom } from '@studydesk/shared/students';
import type { BoardCard as Card } from '@studydesk/shared/tasks';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { STATUS_LOOK } from '../../../ui/student-status.ts';
import { usePhone } from '../../../ui/use-phone.ts';
import { useBoardColumn } from '../queries.ts';
import { BoardCard } from './BoardCard.tsx';

/**
 * One status of the board: its cards, 50 at a time; a drop target for cards of other columns (when cards move). On
 * a phone it is the one column shown, the screen's width, scrolled with the page.
 */
export function BoardColumn({
  status,
  counselor,
  onMove,
}: {
  status: StudentStatus;
  counselor: string | null;
  /** The board's move; none for a role that may not move students (its cards have no handle or menu). */
  onMove?: (card: Card, status: StudentStatus) => void;
}) {
  const { t } = useTexts('tasks');
  const phone = usePhone();
  const { user } = useAreaSession();
  const column = useBoardColumn(status, counselor);
  // a card being dragged lands only back home or where its mover may put it: elsewhere the column does not light
  // up or take it
  const dragged = useDndContext().active?.data.current?.card as Card | undefined;
  const closed =
    dragged !== undefined && dragged.status !== status && !statusMovesFrom(user.role, dragged.status).includes(status);
  const { setNodeRef, isOver } = useDroppable({ id: `status:${status}`, data: { status }, disabled: closed });
  const cards = column.data?.pages.flatMap((page) => page.data) ?? [];
  const label = STATUS_LOOK[status].label;
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      w={phone ? '100%' : 290}
      miw={phone ? undefined : 290}
      bg={isOver ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-default-hover)'}
      aria-label={t('column', { label })}
      data-over={isOver}
      component="section"
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between">
          <Title order={3} fz="sm">
            {label}
          </Title>
          <Text fz="xs" c="dimmed">
            {column.hasNextPage ? `${cards.length}+` : cards.length}
          </Text>
        </Group>
        {/* a plain scroller: cards keep the column's width, a long name is cut, never widens the column */}
        <Box mah={phone ? undefined : 'calc(100vh - 260px)'} style={{ overflowY: 'auto', overflowX: 'hidden' }} pr={4}>
          <Stack gap="xs">
            {column.isPending && (
              <Center py="md">
                <Loader size="xs" aria-label={t('loading', { label })} />
              </Center>
            )}
            {column.isError && (
              <Text fz="xs" c="var(--mantine-color-red-text)">
                {column.error.message}
              </Text>
            )}
            {column.isSuccess && cards.length === 0 && (
              <Text fz="xs" c="dimmed">
                {phone ? t('noStudentInThisStage') : onMove ? t('noStudentHereDragA') : t('noStudentHere')}
              </Text>
            )}
            {cards.map((card) => (
              <BoardCard key={card._id} card={card} onMove={onMove} />
            ))}
            {column.hasNextPage && (
              <Button
                size="xs"
                variant="subtle"
                loading={column.isFetchingNextPage}
                onClick={() => column.fetchNextPage()}
              >
                {t('showMore')}
              </Button>
            )}
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}
