import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import type { Role } from '@studydesk/shared/role-names';
import type { CSSProperties } from 'react';
import { Link, useLocation } from 'react-router';
import { useTexts } from '../i18n/use-texts.ts';
import { PAGES } from '../page-paths.ts';
import { AREA_NAV } from './area-nav.ts';

function isActive(pathname: string, target: string, exact: boolean) {
  return pathname === target || (!exact && pathname.startsWith(`${target}/`));
}

export function Sidebar({ role, onNavigate }: { role: Role; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const { t, wordFor } = useTexts('shell');
  return (
    <ScrollArea type="scroll" px="sm" py="md" component="nav" aria-label={t('navigation', { role })}>
      <Stack gap="lg">
        {AREA_NAV[role].map((section) => (
          // a section is known by its first page: an area may have more than one untitled section
          <Stack key={section.links[0]?.page.pattern ?? section.title} gap={2}>
            {section.title && (
              <Text fz="xs" fw={600} c="dimmed" px="sm" pb={4}>
                {wordFor('nav', section.title)}
              </Text>
            )}
            {section.links.map(({ label, page, icon: Icon }) => {
              const target = page.path(role);
              // The dashboard link would otherwise also light up on the lists nested under dashboard/.
              const active = isActive(pathname, target, page === PAGES.dashboard);
              return (
                <NavLink
                  key={page.pattern}
                  component={Link}
                  to={target}
                  label={wordFor('nav', label)}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  leftSection={<Icon size={18} stroke={1.6} />}
                  onClick={onNavigate}
                  variant="light"
                  // The active link keeps its colour under the pointer: the darker hover tint fell under 4.5:1.
                  style={{ borderRadius: 'var(--mantine-radius-md)', '--nl-hover': 'var(--nl-bg)' } as CSSProperties}
                />
              );
            })}
          </Stack>
        ))}
      </Stack>
    </ScrollArea>
  );
}
