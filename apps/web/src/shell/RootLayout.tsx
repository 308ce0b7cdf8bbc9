import { Progress } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { OfficeDates } from './OfficeDates.tsx';

/** Every page: a thin progress line while the next page's code loads, scroll restored on Back, the office's dates. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && (
        <Progress
          value={100}
          animated
          size={3}
          radius={0}
          aria-label="Loading page"
          style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
        />
      )}
      <OfficeDates>
        <Outlet />
      </OfficeDates>
      <ScrollRestoration />
    </>
  );
}
