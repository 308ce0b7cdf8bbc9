import {
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Group, ScrollArea, Select, Stack } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import type { Role } from '@studydesk/shared/role-names';
import { STUDENT_STATUSES, type StudentStatus } from '@studydesk/shared/students';
import type { BoardCard } from '@studydesk/shared/tasks';
import { preloadTexts } from '../../../i18n/i18n.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { useListAddress } from '../../../ui/list-address.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { STATUS_LOOK } from '../../../ui/student-status.ts';
import { toast } from '../../../ui/toast.ts';
import { usePhone } from '../../../ui/use-phone.ts';
import { BoardColumn } from '../components/BoardColumn.tsx';
import { PhoneBoard } from '../components/PhoneBoard.tsx';
import { useAssignees, useMoveCard } from '../queries.ts';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts(['tasks']);

/**
 * Who may move a card: PATCH /student/{id}/status is open to Super Admin and Counselor only (students.routes.ts,
 * `followUp`). An admin Officer or a visa member sees the board without handles or Move menus, rather than a 403
 * after every move.
 */
const MOVERS: Role[] = ['Super Admin', 'Counselor'];

/** The counselor whose board the Super Admin looks at, in the address (issue 19): Back from a student returns to it. */
const counselorFromSearch = (search: URLSearchParams) => ({ counselor: search.get('counselor') || null });
const counselorToSearch = ({ counselor }: { counselor: string | null }) =>
  new URLSearchParams(counselor ? { counselor } : {});

const statusOf = (id: string | number | undefined) => String(id ?? '').replace(/^status:/, '') as StudentStatus;

/**
 * With the keyboard a picked-up card jumps a whole column with the left and right arrows (dnd-kit moves 25 px a
 * press by default, a dozen presses a column).
 */
const columnJump: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (!step) return undefined;
  event.preventDefault();
  const columns = [...context.droppableRects.values()].sort((a, b) => a.left - b.left);
  const here = columns.findIndex((r) => currentCoordinates.x >= r.left && currentCoordinates.x < r.left + r.width);
  const target = columns[here === -1 ? 0 : Math.min(Math.max(here + step, 0), columns.length - 1)];
  return target ? { x: target.left + target.width / 2, y: target.top + 60 } : undefined;
};

/**
 * The pipeline board (issue #15): the user's students by status; drag a card (or use the keyboard) to move it. On a
 * phone one status at a time, picked above it, and a card moves from its Move menu.
 */
export function BoardPage() {
  const { t } = useTexts('tasks');
  const { user } = useAreaSession();
  const phone = usePhone();
  // usePhone knows the screen from its first effect on: the columns wait for it, or a phone would load all six and
  // show the wide board for a moment
  const screenKnown = useMounted();
  const superAdmin = user.role === 'Super Admin';
  const canMove = MOVERS.includes(user.role);
  const people = useAssignees();
  const { view, show } = useListAddress(counselorFromSearch, counselorToSearch);
  // the filter is the Super Admin's: another role's board is always their own, whatever the address says
  const counselor = superAdmin ? view.counselor : null;
  const move = useMoveCard();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnJump }),
  );
  /** A card dropped on a column, or sent there from its Move menu: the server says whether it may go. */
  const moveCard = (card: BoardCard, status: StudentStatus) => {
    if (status === card.status) return;
    move.mutate(
      { studentId: card.studentId, status },
      { onSuccess: () => toast.success(t('movedTo2', { fullName: card.fullName, label: STATUS_LOOK[status].label })) },
    );
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const card = active.data.current?.card as BoardCard | undefined;
    if (card && over) moveCard(card, statusOf(over.id));
  };
  const label = (id: string | number | undefined) => STATUS_LOOK[statusOf(id)]?.label ?? 'no column';
  return (
    <Stack gap="md">
      <PageTitle
        title={t('pipeline')}
        description={
          canMove ? (phone ? t('yourStudentsByStage') : t('yourStudentsByStatusDrag')) : t('yourStudentsByStatus')
        }
        actions={
          superAdmin && (
            <Select
              aria-label={t('counselor')}
              placeholder={t('everyCounselor')}
              clearable
              searchable
              w={phone ? '100%' : 260}
              data={(people.data ?? [])
                .filter((p) => p.roles.includes('Counselor'))
                .map((c) => ({ value: c._id, label: `${c.name} (${c.employee_id})` }))}
              value={counselor}
              onChange={(next) => show({ counselor: next })}
            />
          )
        }
      />
      <DndContext
        sensors={sensors}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) =>
              `Picked up ${(active.data.current?.card as BoardCard | undefined)?.fullName ?? 'a student'}.`,
            onDragOver: ({ over }) => (over ? t('overColumn', { column: label(over.id) }) : t('notOverAColumn')),
            onDragEnd: ({ over }) => (over ? t('droppedOnColumn', { column: label(over.id) }) : t('putBack')),
            onDragCancel: () => t('movingCancelledTheCardIs'),
          },
        }}
      >
        {!screenKnown ? null : phone ? (
          <PhoneBoard counselor={counselor} onMove={canMove ? moveCard : undefined} />
        ) : (
          <ScrollArea type="auto" offsetScrollbars>
            <Group align="flex-start" wrap="nowrap" gap="sm" pb="sm">
              {STUDENT_STATUSES.map((status) => (
                <BoardColumn
                  key={status}
                  status={status}
                  counselor={counselor}
                  onMove={canMove ? moveCard : undefined}
                />
              ))}
            </Group>
          </ScrollArea>
        )}
      </DndContext>
    </Stack>
  );
}
