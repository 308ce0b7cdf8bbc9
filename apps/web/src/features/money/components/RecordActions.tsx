import { Badge, Button, Group } from '@mantine/core';
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';

/** Partners and agreements: their texts have the same keys in their namespaces. */
type Namespace = 'partners' | 'agreements';

export function ActiveBadge({ namespace, active }: { namespace: Namespace; active: boolean }) {
  const { t } = useTexts(namespace);
  return (
    <Badge
      color={active ? 'teal' : 'gray'}
      variant={active ? 'light' : 'outline'}
      radius="sm"
      tt="none"
      style={{ minWidth: 'max-content' }}
    >
      {active ? t('active') : t('inactive')}
    </Badge>
  );
}

/**
 * Edit, Deactivate or Activate, and Delete of a partner or an agreement that `name` names: one in use is
 * deactivated, never deleted (the server refuses), so both stay side by side.
 */
export function RecordActions({
  namespace,
  name,
  active,
  toggling,
  onEdit,
  onToggle,
  onDelete,
}: {
  namespace: Namespace;
  name: string;
  active: boolean;
  toggling: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t } = useTexts(namespace);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPencil size={14} />}
        aria-label={t('editLabel', { name })}
        onClick={onEdit}
      >
        {t('edit')}
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={active ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
        loading={toggling}
        aria-label={t(active ? 'deactivateLabel' : 'activateLabel', { name })}
        onClick={onToggle}
      >
        {active ? t('deactivate') : t('activate')}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        c="var(--mantine-color-red-text)"
        leftSection={<IconTrash size={14} />}
        aria-label={t('deleteLabel', { name })}
        onClick={onDelete}
      >
        {t('delete')}
      </Button>
    </Group>
  );
}
