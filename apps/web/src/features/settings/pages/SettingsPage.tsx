import { Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { IconChecklist, IconMail } from '@tabler/icons-react';
import { preloadTexts } from '../../../i18n/i18n.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { ContactCard } from '../components/ContactCard.tsx';
import { FollowUpRulesCard } from '../components/FollowUpRulesCard.tsx';
import { MailCard } from '../components/MailCard.tsx';
import { OfficeLocaleCard } from '../components/OfficeLocaleCard.tsx';
import { OfficePhoneCard } from '../components/OfficePhoneCard.tsx';
import { PasswordCard } from '../components/PasswordCard.tsx';
import { PictureCard } from '../components/PictureCard.tsx';
import { ReminderEmailsCard } from '../components/ReminderEmailsCard.tsx';
import { SettingsLinkCard } from '../components/SettingsLinkCard.tsx';
import { useOwnProfile } from '../queries.ts';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts(['messages', 'settings', 'tasks']);

/** {area}/settings: the signed-in user's own picture, phone, address and password; Super Admin's office rules. */
export function SettingsPage() {
  const { t } = useTexts('settings');
  const profile = useOwnProfile();
  const { user } = useAreaSession();
  return (
    <Stack gap="lg">
      <PageTitle title={t('settings')} description={t('yourPictureContactDetailsAnd')} />
      {profile.isPending && (
        <Center py="xl">
          <Loader size="sm" aria-label={t('loading2')} />
        </Center>
      )}
      {profile.isError && (
        <LoadFailed title={t('yourProfileCouldNotBe')} error={profile.error} onRetry={() => void profile.refetch()} />
      )}
      {profile.data && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
          <Stack gap="lg">
            <PictureCard profile={profile.data} />
            <ContactCard key={profile.data._id} profile={profile.data} />
          </Stack>
          <Stack gap="lg">
            <PasswordCard />
            <ReminderEmailsCard email={profile.data.email} />
            <MailCard superAdmin={user.role === 'Super Admin'} />
            {user.role === 'Super Admin' && (
              <>
                <FollowUpRulesCard />
                <OfficeLocaleCard />
                <OfficePhoneCard />
                <SettingsLinkCard
                  title={t('messagesToStudents')}
                  text={t('theWelcomeRemindersAndNews')}
                  to={PAGES.templates.path('Super Admin')}
                  icon={<IconMail size={16} />}
                  label={t('messageTemplates')}
                />
                <SettingsLinkCard
                  title={t('documentChecklists')}
                  text={t('theDocumentsEachDestinationNeeds')}
                  to={PAGES.checklists.path('Super Admin')}
                  icon={<IconChecklist size={16} />}
                  label={t('documentChecklists')}
                />
              </>
            )}
          </Stack>
        </SimpleGrid>
      )}
    </Stack>
  );
}
