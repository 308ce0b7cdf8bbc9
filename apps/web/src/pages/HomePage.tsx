import { Anchor, Box, Burger, Button, Container, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconLogin2 } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DestinationsSection } from '../features/home/components/DestinationsSection.tsx';
import { HeroSection } from '../features/home/components/HeroSection.tsx';
import classes from '../features/home/components/home.module.css';
import { OfferingsSection } from '../features/home/components/OfferingsSection.tsx';
import { CatalogueSearch } from '../features/universities/components/CatalogueSearch.tsx';
import type { ApplyChoice } from '../features/website-leads/components/public/ApplyModal.tsx';
import { CourseFinderSection } from '../features/website-leads/components/public/CourseFinderSection.tsx';
import { EnquirySection } from '../features/website-leads/components/public/EnquirySection.tsx';
import { preloadTexts } from '../i18n/i18n.ts';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { useTexts } from '../i18n/use-texts.ts';
import { PUBLIC_PAGES } from '../page-paths.ts';
import { ThemeMenu } from '../shell/ThemeMenu.tsx';
import { Logo } from '../ui/Logo.tsx';

// Every section reads its texts: fetched together with the page's code rather than one after another.
preloadTexts(['home', 'common', 'enquiry', 'universities']);

const SECTIONS = [
  { href: '#destinations', key: 'nav.destinations' },
  { href: '#enquiry', key: 'nav.enquiry' },
  { href: '#courses', key: 'nav.courses' },
];

/** The page's sections; on a phone they live in the burger's drawer. */
function PhoneMenu() {
  const { t } = useTexts('home');
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        hiddenFrom="sm"
        size="sm"
        aria-label={t('menu')}
        aria-expanded={opened}
      />
      <Drawer opened={opened} onClose={close} position="right" size="xs" title={t('menu')} hiddenFrom="sm">
        <Stack gap="xs" component="nav" aria-label={t('sections')}>
          {SECTIONS.map(({ href, key }) => (
            <Anchor key={href} href={href} onClick={close} fz="lg" py={6}>
              {t(key)}
            </Anchor>
          ))}
          <Anchor component={Link} to={PUBLIC_PAGES.login.path()} fz="lg" py={6}>
            {t('staffSignIn')}
          </Anchor>
        </Stack>
      </Drawer>
    </>
  );
}

/** The public landing page of the consultancy (SPEC.md 2.1: / and /homepage). */
export function HomePage() {
  const { t, number } = useTexts('home');
  useDocumentTitle(t('title'));
  // a course the visitor chose to apply to before sending the enquiry
  const [waiting, setWaiting] = useState<ApplyChoice | null>(null);
  return (
    <Box>
      <Box component="header" className={classes.header}>
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor
              component={Link}
              to={PUBLIC_PAGES.home.path()}
              underline="never"
              c="inherit"
              aria-label={t('homeLink')}
            >
              <Logo />
            </Anchor>
            <Group gap="sm" wrap="nowrap">
              <Group gap="lg" visibleFrom="sm" mr="sm" component="nav" aria-label={t('sections')}>
                {SECTIONS.map(({ href, key }) => (
                  <Anchor key={href} href={href} c="dimmed" fz="sm">
                    {t(key)}
                  </Anchor>
                ))}
              </Group>
              <LanguageSwitch />
              <ThemeMenu />
              <Button
                component={Link}
                to={PUBLIC_PAGES.login.path()}
                variant="light"
                leftSection={<IconLogin2 size={16} />}
                visibleFrom="xs"
              >
                {t('staffSignIn')}
              </Button>
              <PhoneMenu />
            </Group>
          </Group>
        </Container>
      </Box>
      <main className={classes.sections}>
        <HeroSection />
        <OfferingsSection />
        <DestinationsSection />
        <EnquirySection
          waitingCourse={waiting ? { course: waiting.course.subject, university: waiting.university.name } : null}
        />
        <CourseFinderSection
          waiting={waiting}
          onWaiting={setWaiting}
          className={classes.band}
          renderSearch={(courseAction) => <CatalogueSearch courseAction={courseAction} />}
        />
      </main>
      <Box component="footer" py="xl" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg">
          <Group justify="space-between">
            <Text c="dimmed" fz="sm">
              {t('footer', { year: number(new Date().getFullYear(), { useGrouping: false }) })}
            </Text>
            <Anchor component={Link} to={PUBLIC_PAGES.login.path()} c="dimmed" fz="sm">
              {t('staffSignIn')}
            </Anchor>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
