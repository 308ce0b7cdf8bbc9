import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLogin2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DestinationsSection } from '../features/home/components/DestinationsSection.tsx';
import { HeroSection } from '../features/home/components/HeroSection.tsx';
import classes from '../features/home/components/home.module.css';
import { OfferingsSection } from '../features/home/components/OfferingsSection.tsx';
import { CatalogueSearch } from '../features/universities/components/CatalogueSearch.tsx';
import { CourseFinderSection } from '../features/website-leads/components/public/CourseFinderSection.tsx';
import { EnquirySection } from '../features/website-leads/components/public/EnquirySection.tsx';
import { PUBLIC_PAGES } from '../page-paths.ts';
import { ThemeMenu } from '../shell/ThemeMenu.tsx';
import { Logo } from '../ui/Logo.tsx';

/** The public landing page of the consultancy (SPEC.md 2.1: / and /homepage). */
export function HomePage() {
  useDocumentTitle('StudyDesk · Study abroad with a counselor beside you');
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
              aria-label="StudyDesk home"
            >
              <Logo />
            </Anchor>
            <Group gap="sm" wrap="nowrap">
              <Group gap="lg" visibleFrom="sm" mr="sm">
                <Anchor href="#destinations" c="dimmed" fz="sm">
                  Destinations
                </Anchor>
                <Anchor href="#enquiry" c="dimmed" fz="sm">
                  Enquiry
                </Anchor>
                <Anchor href="#courses" c="dimmed" fz="sm">
                  Courses
                </Anchor>
              </Group>
              <ThemeMenu />
              <Button
                component={Link}
                to={PUBLIC_PAGES.login.path()}
                variant="light"
                leftSection={<IconLogin2 size={16} />}
              >
                Staff sign-in
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <main className={classes.sections}>
        <HeroSection />
        <OfferingsSection />
        <DestinationsSection />
        <EnquirySection />
        <CourseFinderSection
          className={classes.band}
          renderSearch={(courseAction) => <CatalogueSearch courseAction={courseAction} />}
        />
      </main>
      <Box component="footer" py="xl" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg">
          <Group justify="space-between">
            <Text c="dimmed" fz="sm">
              © {new Date().getFullYear()} StudyDesk study-abroad consultancy
            </Text>
            <Anchor component={Link} to={PUBLIC_PAGES.login.path()} c="dimmed" fz="sm">
              Staff sign-in
            </Anchor>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
