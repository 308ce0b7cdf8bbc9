import { Button, Code, Group } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';
import { PUBLIC_PAGES } from '../../../page-paths.ts';
import { CenteredMessage } from '../../../ui/CenteredMessage.tsx';

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : 'Unknown error';
}

/** SPEC.md 8: "Unexpected Application Error!", never a blank screen; `detail` is what failed. */
export function ErrorPage({ detail }: { detail: string }) {
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
        {detail}
      </Code>
    </CenteredMessage>
  );
}

/**
 * The error page for what fails outside the router (its routes have RouteErrorPage): the sign-in page opened by its
 * address, or the app's code failing to load.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { detail: string | null }> {
  override state: { detail: string | null } = { detail: null };

  static getDerivedStateFromError(error: unknown) {
    return { detail: describeError(error) };
  }

  override render() {
    return this.state.detail === null ? this.props.children : <ErrorPage detail={this.state.detail} />;
  }
}
