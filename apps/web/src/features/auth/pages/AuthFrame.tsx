import { Anchor, Box, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PUBLIC_PAGES } from '../../../page-paths.ts';
import { Logo } from '../../../ui/Logo.tsx';
import classes from './login-page.module.css';

const BACK = {
  home: { to: PUBLIC_PAGES.home.path(), label: '← Back to the home page' },
  login: { to: PUBLIC_PAGES.login.path(), label: '← Back to sign in' },
};

/**
 * The frame of the sign-in page and the pages around it: the brand beside one card, and a way back. Its links are
 * plain ones (a full page load) because the sign-in page opened by its address has no router.
 */
export function AuthFrame({ back = 'login', children }: { back?: keyof typeof BACK; children: ReactNode }) {
  return (
    <div className={classes.page}>
      <BrandPanel />
      <div className={classes.formSide}>
        <Stack w="100%" maw={420} gap="lg">
          <Box hiddenFrom="md">
            <Logo size="lg" />
          </Box>
          <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
            {children}
          </Paper>
          <Group justify="center">
            <Anchor href={BACK[back].to} fz="sm" c="dimmed">
              {BACK[back].label}
            </Anchor>
          </Group>
        </Stack>
      </div>
    </div>
  );
}

/** The card's title and the line under it. */
export function AuthHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={1} fz="h2">
        {title}
      </Title>
      {intro && (
        <Text c="dimmed" fz="sm">
          {intro}
        </Text>
      )}
    </Stack>
  );
}

/** A page around the sign-in (forgot password, reset password): a card with a title and what it asks. */
export function AuthPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <AuthFrame>
      <Stack gap="lg">
        <AuthHeading title={title} intro={intro} />
        {children}
      </Stack>
    </AuthFrame>
  );
}

function BrandPanel() {
  const points = [
    'Student leads from first visit to visa outcome',
    'Counselling advice, documents and university applications in one place',
    'Each role sees exactly the work that is theirs',
  ];
  return (
    <aside className={classes.brand}>
      <Group gap={10}>
        <Text fw={700} fz={22} c="white">
          StudyDesk
        </Text>
      </Group>
      <Stack gap="lg" maw={420}>
        <Title order={2} c="white" fz={32} lh={1.2}>
          The office desk of your study-abroad consultancy.
        </Title>
        <List
          spacing="sm"
          c="white"
          icon={
            <ThemeIcon size={22} radius="xl" color="white" variant="white">
              <IconCheck size={14} color="var(--mantine-color-blue-8)" />
            </ThemeIcon>
          }
        >
          {points.map((point) => (
            <List.Item key={point}>
              <Text c="white" opacity={0.9}>
                {point}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
      <Text fz="xs" c="white" opacity={0.7}>
        Staff only. Students use the upload link their counselor sends them.
      </Text>
    </aside>
  );
}
