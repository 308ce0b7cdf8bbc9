import { Alert, Button, Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useAreaSession } from '../../../shell/area-session.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { ContactCard } from '../components/ContactCard.tsx';
import { FollowUpRulesCard } from '../components/FollowUpRulesCard.tsx';
import { OfficeLocaleCard } from '../components/OfficeLocaleCard.tsx';
import { PasswordCard } from '../components/PasswordCard.tsx';
import { PictureCard } from '../components/PictureCard.tsx';
import { useOwnProfile } from '../queries.ts';

/** {area}/settings: the signed-in user's own picture, phone, address and password; Super Admin's office rules. */
export function SettingsPage() {
  const profile = useOwnProfile();
  const { user } = useAreaSession();
  return (
    <Stack gap="lg">
      <PageTitle title="Settings" description="Your picture, contact details and password." />
      {profile.isPending && (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      )}
      {profile.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title="Your profile could not be loaded"
        >
          <Stack gap="xs" align="flex-start">
            {profile.error.message}
            <Button size="xs" variant="light" color="red" onClick={() => void profile.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {profile.data && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
          <Stack gap="lg">
            <PictureCard profile={profile.data} />
            <ContactCard key={profile.data._id} profile={profile.data} />
          </Stack>
          <Stack gap="lg">
            <PasswordCard />
            {user.role === 'Super Admin' && <FollowUpRulesCard />}
            {user.role === 'Super Admin' && <OfficeLocaleCard />}
          </Stack>
        </SimpleGrid>
      )}
    </Stack>
  );
}
