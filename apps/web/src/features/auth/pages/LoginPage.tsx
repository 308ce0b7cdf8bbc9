import { Center, Loader, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Session } from '@studydesk/shared/auth';
import { lazy, Suspense, useEffect } from 'react';
import { afterSignInPath } from '../../../guard.ts';
import { LoginForm } from '../components/LoginForm.tsx';
import { useSession, useSetupStatus } from '../queries.ts';
import { AuthFrame, AuthHeading } from './AuthFrame.tsx';

// Only a new installation shows it; its schema (and zod) need not come with every sign-in page.
const SetupForm = lazy(async () => ({ default: (await import('../components/SetupForm.tsx')).SetupForm }));

/** What the page was opened with: the page the guard sent the user away from, or that they have just signed out. */
export interface LoginState {
  from?: unknown;
  signedOut?: boolean;
}

/**
 * The sign-in page, without the router (docs/decisions.md: the sign-in page's JavaScript): opened by its address it
 * is the whole app (main.tsx), inside the app it is a route (router.tsx). `goTo` leaves it for a page of the app.
 */
export function LoginPage({ state, goTo }: { state: LoginState; goTo: (path: string) => void }) {
  useDocumentTitle('Sign in · StudyDesk');
  const setupStatus = useSetupStatus();
  const session = useSession();

  const goOn = (next: Session) => goTo(afterSignInPath(state.from, next));

  // Someone already signed in has nothing to do here; right after Log Out the cached session is stale, so stay.
  const signedIn = session.data && !state.signedOut ? session.data : null;
  useEffect(() => {
    if (signedIn) goTo(afterSignInPath(state.from, signedIn));
  }, [signedIn, state.from, goTo]);
  if (signedIn) return null;

  const needsSetup = setupStatus.data?.needsSetup === true;
  return (
    <AuthFrame back="home">
      {setupStatus.isPending ? (
        <Waiting />
      ) : needsSetup ? (
        <Stack gap="lg">
          <AuthHeading
            title="Create the first Super Admin"
            intro="StudyDesk has no accounts yet. The first account manages everyone else."
          />
          <Suspense fallback={<Waiting />}>
            <SetupForm codeRequired={setupStatus.data?.codeRequired === true} onSignedIn={goOn} />
          </Suspense>
        </Stack>
      ) : (
        <Stack gap="lg">
          <AuthHeading title="Sign in" intro="Use your work e-mail address and password." />
          <LoginForm onSignedIn={goOn} />
        </Stack>
      )}
    </AuthFrame>
  );
}

function Waiting() {
  return (
    <Center py="xl">
      <Loader />
    </Center>
  );
}
