import { Container, Stack } from '@mantine/core';
import { ComingSoon, type ComingSoonProps } from '../../../shell/ComingSoon.tsx';
import { Logo } from '../../../shell/Logo.tsx';

/** A public page (outside every area) that a later feature builds. */
export function PublicComingSoonPage(props: ComingSoonProps) {
  return (
    <Container size="sm" py={48}>
      <Stack gap="xl">
        <Logo size="lg" />
        <ComingSoon {...props} />
      </Stack>
    </Container>
  );
}
