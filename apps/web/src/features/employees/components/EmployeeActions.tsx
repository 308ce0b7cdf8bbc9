import { Button, Menu } from '@mantine/core';
import type { Employee } from '@studydesk/shared/employees';
import { IconChevronDown, IconKey, IconPencil, IconPlayerPlay, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { toast } from '../../../ui/toast.ts';
import { useMenuDialog } from '../../../ui/use-menu-dialog.ts';
import { useActivate, useCounselsStudents } from '../queries.ts';
import { DeactivateModal } from './DeactivateModal.tsx';
import { EditEmployeeModal } from './EditEmployeeModal.tsx';
import { ResetPasswordModal } from './ResetPasswordModal.tsx';

type Open = 'edit' | 'password' | 'deactivate' | null;

/** The Super Admin's account actions: edit, reset password, deactivate or activate. */
export function EmployeeActions({ employee }: { employee: Employee }) {
  const { t } = useTexts('employees');
  const [open, setOpen] = useState<Open>(null);
  const activate = useActivate(employee._id);
  const hasStudents = useCounselsStudents(employee);
  // one's own password is changed in Settings and one's own account is not deactivated: the server refuses both
  const own = useAreaSession().user._id === employee._id;
  const close = () => setOpen(null);
  const { trigger, opening } = useMenuDialog();

  return (
    <>
      {!employee.active && (
        <Button
          color="teal"
          leftSection={<IconPlayerPlay size={16} stroke={1.8} />}
          loading={activate.isPending}
          onClick={() =>
            activate.mutate(undefined, {
              onSuccess: () => toast.success(t('canSignInAgain', { name: employee.name }), t('accountActivated')),
            })
          }
        >
          {t('activate')}
        </Button>
      )}
      <Menu position="bottom-end" shadow="md" width={200}>
        <Menu.Target>
          <Button ref={trigger} variant="default" rightSection={<IconChevronDown size={14} stroke={1.8} />}>
            {t('manage')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} stroke={1.6} />} onClick={opening(() => setOpen('edit'))}>
            {t('editDetails')}
          </Menu.Item>
          {!own && (
            <Menu.Item leftSection={<IconKey size={16} stroke={1.6} />} onClick={opening(() => setOpen('password'))}>
              {t('resetPassword')}
            </Menu.Item>
          )}
          {employee.active && !own && (
            <>
              <Menu.Divider />
              <Menu.Item
                color="red"
                // Mantine colours an item with shade 6 (3.3:1 on white); the readable text shade instead (issue 22).
                c="var(--mantine-color-red-text)"
                leftSection={<IconUserOff size={16} stroke={1.6} />}
                onClick={opening(() => setOpen('deactivate'))}
              >
                {t('deactivate')}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <EditEmployeeModal employee={employee} opened={open === 'edit'} onClose={close} />
      <ResetPasswordModal employee={employee} opened={open === 'password'} onClose={close} />
      <DeactivateModal employee={employee} hasStudents={hasStudents} opened={open === 'deactivate'} onClose={close} />
    </>
  );
}
