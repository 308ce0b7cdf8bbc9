import { Button, Group } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES, PUBLIC_PAGES } from '../../../page-paths.ts';
import { CenteredMessage } from '../../../ui/CenteredMessage.tsx';
import { useSession } from '../../auth/queries.ts';

export function NotFoundPage() {
  const { t } = useTexts('system');
  useDocumentTitle('Page not found · StudyDesk');
  const session = useSession();
  const role = session.data?.user.role;
  return (
    <CenteredMessage
      icon={<IconMapSearch size={28} stroke={1.6} />}
      eyebrow="404"
      title={t('pageNotFound')}
      actions={
        <Group justify="center" mt="xs">
          <Button component={Link} to={PUBLIC_PAGES.home.path()}>
            {t('goToTheHomePage')}
          </Button>
          {role && (
            <Button component={Link} to={PAGES.dashboard.path(role)} variant="default">
              {t('goToMyDashboard')}
            </Button>
          )}
        </Group>
      }
    >
      {t('thereIsNoPageAt')}
    </CenteredMessage>
  );
}
