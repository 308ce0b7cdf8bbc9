import { Progress } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { FullPageLoader } from './FullPageLoader.tsx';

/**
 * Every page: a thin progress line while the next page's code loads, the loader while a page's texts load (i18n),
 * and scroll restored on Back.
 */
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
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
