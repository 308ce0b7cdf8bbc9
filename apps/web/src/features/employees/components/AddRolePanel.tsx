import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { Employee } from '@studydesk/shared/employees';
import type { Role } from '@studydesk/shared/role-names';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
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
  const [chosen, setRole] = useState<Role | null>(null);
  const offered = offeredRoles(employee.roles);
  const role = chosen && offered.includes(chosen) ? chosen : null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Add Role">
      <Stack gap="sm">
        <Title order={3} fz="h4">
          Add Role
        </Title>
        {offered.length === 0 ? (
          <Text c="dimmed" fz="sm">
            This employee already holds every role.
          </Text>
        ) : (
          <Group align="flex-end" gap="sm">
            <Select
              label="New role"
              placeholder="Select Role"
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
              Add Role
            </Button>
          </Group>
        )}
        {!employee.active && (
          <Text c="dimmed" fz="sm">
            Activate the account to give it a new role.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
