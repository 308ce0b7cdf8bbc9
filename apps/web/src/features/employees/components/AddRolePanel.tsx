import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { Employee } from '@studydesk/shared/employees';
import type { Role } from '@studydesk/shared/role-names';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { offeredRoles } from '../employee-form.ts';

/**
 * SPEC.md 4: offers only roles not held. Once a role is added the employee's roles hold it, so the choice empties
 * and the button stays disabled until another role is chosen (the page stays open: issue 22).
 */
export function AddRolePanel({
  employee,
  busy,
  onAdd,
}: {
  employee: Employee;
  busy: boolean;
  onAdd: (role: Role) => void;
}) {
  const { t } = useTexts('employees');
  const [chosen, setRole] = useState<Role | null>(null);
  const offered = offeredRoles(employee.roles);
  const role = chosen && offered.includes(chosen) ? chosen : null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('addRole')}>
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {t('addRole')}
        </Title>
        {offered.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('thisEmployeeAlreadyHoldsEvery')}
          </Text>
        ) : (
          <Group align="flex-end" gap="sm">
            <Select
              label={t('newRole')}
              placeholder={t('selectRole')}
              data={offered}
              value={role}
              onChange={(value) => setRole(value as Role | null)}
              disabled={!employee.active}
              w={{ base: '100%', xs: 260 }}
            />
            <Button
              leftSection={<IconPlus size={16} stroke={1.8} />}
              disabled={!role || busy || !employee.active}
              loading={busy}
              onClick={() => role && onAdd(role)}
            >
              {t('addRole')}
            </Button>
          </Group>
        )}
        {!employee.active && (
          <Text c="dimmed" fz="sm">
            {t('activateTheAccountToGive')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
