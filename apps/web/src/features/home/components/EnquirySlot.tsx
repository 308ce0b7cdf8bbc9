import { Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import classes from './home.module.css';

/** Where the website enquiry form goes; the website-leads feature builds it. Until then nothing pretends to send. */
export function EnquirySlot() {
  return (
    <Container size="md" py={{ base: 56, md: 80 }} id="enquiry">
      <Stack className={classes.slot} align="center" ta="center" gap="sm" p={{ base: 'lg', sm: 48 }}>
        <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
          <IconMail size={26} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz={{ base: 24, sm: 28 }}>
          Make an enquiry
        </Title>
        <Text c="dimmed" maw={480}>
          The online enquiry form opens soon. Until then, visit our office to talk to a counselor about your plans.
        </Text>
      </Stack>
    </Container>
  );
}
