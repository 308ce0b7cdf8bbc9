import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { ROLE_AREA, type Role } from '@studydesk/shared/role-names';
import { Link, useLocation } from 'react-router';
import { AREA_NAV } from './area-nav.ts';

function isActive(pathname: string, target: string, exact: boolean) {
  return pathname === target || (!exact && pathname.startsWith(`${target}/`));
}

export function Sidebar({ role, onNavigate }: { role: Role; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const area = ROLE_AREA[role];
  return (
    <ScrollArea type="scroll" px="sm" py="md" component="nav" aria-label={`${role} navigation`}>
      <Stack gap="lg">
        {AREA_NAV[role].map((section) => (
          <Stack key={section.title ?? 'main'} gap={2}>
            {section.title && (
              <Text fz="xs" fw={600} c="dimmed" px="sm" pb={4}>
                {section.title}
              </Text>
            )}
            {section.links.map(({ label, to, icon: Icon }) => {
              const target = `${area}/${to}`;
              // The dashboard link would otherwise also light up on the lists nested under dashboard/.
              const active = isActive(pathname, target, to === 'dashboard');
              return (
                <NavLink
                  key={to}
                  component={Link}
                  to={target}
                  label={label}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  leftSection={<Icon size={18} stroke={1.6} />}
                  onClick={onNavigate}
                  variant="light"
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              );
            })}
          </Stack>
        ))}
      </Stack>
    </ScrollArea>
  );
}
