import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme.ts';
import { ListState } from './ListState.tsx';

describe('ListState', () => {
  it('shows loading as a named status, which a screen reader announces (a named span is refused by axe-core)', async () => {
    render(
      <MantineProvider env="test" theme={theme}>
        <Suspense fallback={null}>
          <ListState loading error={null} onRetry={() => {}} empty="No students">
            <p>rows</p>
          </ListState>
        </Suspense>
      </MantineProvider>,
    );
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('rows')).toBeNull();
  });
});
