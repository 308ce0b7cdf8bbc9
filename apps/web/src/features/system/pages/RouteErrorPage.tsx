import { Button, Code, Group } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PUBLIC_PAGES } from '../../../page-paths.ts';
import { CenteredMessage } from '../../../ui/CenteredMessage.tsx';

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return 'Unknown error';
}

/** The router's error element (SPEC.md 8: "Unexpected Application Error!"): never a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  // A chunk that no longer exists after a deploy is the common cause; a full reload fetches the new build.
  return (
    <CenteredMessage
      icon={<IconBug size={28} stroke={1.6} />}
      title="Unexpected Application Error!"
      actions={
        <Group justify="center" mt="xs">
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Button component="a" href={PUBLIC_PAGES.home.path()} variant="default">
            Go to the home page
          </Button>
        </Group>
      }
    >
      Something went wrong while showing this page. Reloading usually helps; if it keeps happening, tell the Software
      Engineer what you were doing.{' '}
      <Code block mt="sm" ta="left">
        {describeError(error)}
      </Code>
    </CenteredMessage>
  );
}
