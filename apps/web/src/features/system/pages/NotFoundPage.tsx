import { Button, Group } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PAGES, PUBLIC_PAGES } from '../../../page-paths.ts';
import { CenteredMessage } from '../../../ui/CenteredMessage.tsx';
import { useSession } from '../../auth/queries.ts';

export function NotFoundPage() {
  useDocumentTitle('Page not found · StudyDesk');
  const session = useSession();
  const role = session.data?.user.role;
  return (
    <CenteredMessage
      icon={<IconMapSearch size={28} stroke={1.6} />}
      eyebrow="404"
      title="Page not found"
      actions={
        <Group justify="center" mt="xs">
          <Button component={Link} to={PUBLIC_PAGES.home.path()}>
            Go to the home page
          </Button>
          {role && (
            <Button component={Link} to={PAGES.dashboard.path(role)} variant="default">
              Go to my dashboard
            </Button>
          )}
        </Group>
      }
    >
      There is no page at this address. It may have moved, or the link may be mistyped.
    </CenteredMessage>
  );
}
