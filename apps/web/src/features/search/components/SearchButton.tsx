import { ActionIcon, Box, Group, Kbd, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useHotkeys, useOs } from '@mantine/hooks';
import type { Session } from '@studydesk/shared/auth';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import classes from './search.module.css';

const loadSpotlight = () => import('./SearchSpotlight.tsx');
const SearchSpotlight = lazy(async () => ({ default: (await loadSpotlight()).SearchSpotlight }));

/**
 * The top bar's search (issue 19): a search box on a wide screen, a button on a phone, and Ctrl+K (⌘K) anywhere.
 * The search window itself loads when first opened.
 */
export function SearchButton({ session }: { session: Session }) {
  const { t } = useTexts('search');
  const mac = useOs() === 'macos';
  const [loaded, setLoaded] = useState(false);
  const open = () => {
    setLoaded(true);
    void loadSpotlight().then((module) => module.openSearch());
  };
  useHotkeys([['mod+k', open]], []);
  return (
    <>
      {/* Named by what it shows, after what it does: a voice user says the words they see (WCAG 2.5.3). */}
      <UnstyledButton className={classes.box} onClick={open} visibleFrom="sm">
        <VisuallyHidden>{t('openSearch')}</VisuallyHidden>
        <Group gap="xs" wrap="nowrap">
          <IconSearch size={16} stroke={1.6} aria-hidden />
          <Text fz="sm" c="dimmed" flex={1} truncate>
            {t('searchPlaceholder')}
          </Text>
          <Kbd size="xs">{mac ? '⌘ K' : 'Ctrl K'}</Kbd>
        </Group>
      </UnstyledButton>
      <Box hiddenFrom="sm">
        <ActionIcon variant="default" size="lg" radius="md" onClick={open} aria-label={t('openSearch')}>
          <IconSearch size={18} stroke={1.6} />
        </ActionIcon>
      </Box>
      {loaded && (
        <Suspense fallback={null}>
          <SearchSpotlight session={session} />
        </Suspense>
      )}
    </>
  );
}
