import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { ROLE_AREA, type Role } from '@studydesk/shared/roles';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AREA_NAV } from '../../../shell/area-nav.ts';

/** The area's screens as cards, so a dashboard is a starting point even before its own content exists. */
export function QuickLinks({ role }: { role: Role }) {
  const links = AREA_NAV[role].flatMap((section) => section.links).filter((link) => link.to !== 'dashboard');
  if (links.length === 0) return null;
  return (
    <div>
      <Title order={2} fz="h4" mb="sm">
        Go to
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {links.map(({ label, to, icon: Icon }) => (
          <Card
            key={to}
            component={Link}
            to={`${ROLE_AREA[role]}/${to}`}
            withBorder
            radius="md"
            padding="md"
            aria-label={label}
          >
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
                  <Icon size={20} stroke={1.6} />
                </ThemeIcon>
                <Text fw={500}>{label}</Text>
              </Group>
              <IconArrowRight size={16} stroke={1.6} color="var(--mantine-color-dimmed)" />
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}
