import { ActionIcon, Menu } from '@mantine/core';
import type { Commission } from '@studydesk/shared/commissions';
import { IconDots, IconPencil, IconReceiptOff } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useMenuDialog } from '../../../ui/use-menu-dialog.ts';
import { canEdit, canWriteOff, instalmentText } from '../ledger-format.ts';

export interface RowActions {
  onEdit: (row: Commission) => void;
  onWriteOff: (row: Commission) => void;
}

/** Edit (while expected) and Write off (until received) of one row; nothing when neither applies. */
export function LedgerRowActions({ row, actions }: { row: Commission; actions: RowActions }) {
  const { t } = useTexts('ledger');
  const edit = canEdit(row);
  const writeOff = canWriteOff(row);
  // both items open a dialog (the page's)
  const { trigger, opening } = useMenuDialog();
  if (!edit && !writeOff) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          ref={trigger}
          variant="subtle"
          color="gray"
          aria-label={t('rowActions', { name: row.studentName, instalment: instalmentText(row) })}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {edit && (
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={opening(() => actions.onEdit(row))}>
            {t('edit')}
          </Menu.Item>
        )}
        {writeOff && (
          <Menu.Item
            color="red"
            leftSection={<IconReceiptOff size={16} />}
            onClick={opening(() => actions.onWriteOff(row))}
          >
            {t('writeOff')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
