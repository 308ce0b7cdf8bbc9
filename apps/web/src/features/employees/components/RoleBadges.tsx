import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import type { RoleRecord } from '@studydesk/shared/auth';
import { IconX } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';

/**
 * The roles an employee holds; with `onRemove` each one carries a remove button (never the last one, never Super
 * Admin, which nobody could give back).
 */
export function RoleBadges({ roles, onRemove }: { roles: RoleRecord[]; onRemove?: (role: RoleRecord) => void }) {
  const { t } = useTexts('employees');
  const removable = onRemove && roles.length > 1;
  return (
    <Group gap={6}>
      {roles.map((record) => (
        <Badge
          key={record._id}
          variant="light"
          radius="sm"
          tt="none"
          size="lg"
          pr={removable && record.role !== 'Super Admin' ? 4 : undefined}
          rightSection={
            removable && record.role !== 'Super Admin' ? (
              <Tooltip label={t('removeRole')}>
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  color="gray"
                  onClick={() => onRemove(record)}
                  aria-label={t('removeRole2', { role: record.role })}
                >
                  <IconX size={12} stroke={2} />
                </ActionIcon>
              </Tooltip>
            ) : undefined
          }
        >
          {record.role}
        </Badge>
      ))}
    </Group>
  );
}
