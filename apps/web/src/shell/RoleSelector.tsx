import { Badge, Select } from '@mantine/core';
import type { Session } from '@studydesk/shared/auth';
import { ROLES, type Role } from '@studydesk/shared/role-names';
import { useNavigate } from 'react-router';
import { useSwitchRole } from '../features/auth/queries.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { PAGES } from '../page-paths.ts';
import { toast } from '../ui/toast.ts';

function isRole(value: string | null): value is Role {
  return ROLES.some((role) => role === value);
}

/**
 * SPEC.md 2.3: choosing a role switches the session's active role on the server and opens that role's dashboard.
 * A user with one role sees it as a label, since there is nothing to choose.
 */
export function RoleSelector({ session }: { session: Session }) {
  const { t } = useTexts('shell');
  const navigate = useNavigate();
  const switchRole = useSwitchRole();
  const roles = session.roles.map((record) => record.role);

  if (roles.length <= 1) {
    return (
      <Badge variant="light" size="lg" radius="sm" tt="none" visibleFrom="xs">
        {session.user.role}
      </Badge>
    );
  }

  return (
    <Select
      aria-label={t('role')}
      data={roles}
      value={session.user.role}
      allowDeselect={false}
      disabled={switchRole.isPending}
      w={{ base: 150, sm: 230 }}
      comboboxProps={{ withinPortal: true, shadow: 'md' }}
      onChange={(value) => {
        if (!isRole(value) || value === session.user.role) return;
        switchRole.mutate(value, {
          onSuccess: async (next) => {
            await navigate(PAGES.dashboard.path(next.user.role));
            toast.success(t('nowWorkingAs', { role: next.user.role }));
          },
        });
      }}
    />
  );
}
