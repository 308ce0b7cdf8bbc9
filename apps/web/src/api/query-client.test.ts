import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './client.ts';
import { createQueryClient, SESSION_KEY } from './query-client.ts';

const failing = (error: Error) => () => Promise.reject(error);

describe('createQueryClient error handling', () => {
  it('shows the message of a failed query once', async () => {
    const report = vi.fn();
    const client = createQueryClient(report);
    await client
      .fetchQuery({ queryKey: ['x'], queryFn: failing(new ApiError(500, 'INTERNAL', 'Boom.')) })
      .catch(() => {});
    expect(report).toHaveBeenCalledWith('Boom.');
  });

  it('shows the message of a failed mutation', async () => {
    const report = vi.fn();
    const client = createQueryClient(report);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: failing(new ApiError(409, 'TAKEN', 'Student already exists')),
    });
    await mutation.execute(undefined).catch(() => {});
    expect(report).toHaveBeenCalledWith('Student already exists');
  });

  it('stays quiet when the screen shows the error inline', async () => {
    const report = vi.fn();
    const client = createQueryClient(report);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: failing(new ApiError(400, 'VALIDATION', 'Some fields are not valid.')),
      meta: { errorsShownInline: true },
    });
    await mutation.execute(undefined).catch(() => {});
    expect(report).not.toHaveBeenCalled();
  });

  it('stays quiet about a read shared by several screens while one of them shows its failure in place', async () => {
    const report = vi.fn();
    const client = createQueryClient(report);
    const queryFn = failing(new ApiError(503, 'UNAVAILABLE', 'Down.'));
    const options = { queryKey: ['counselors'], queryFn, retry: false } as const;
    // A menu that shows nothing of a failure, and a form that shows it beside its field, read the same list.
    const menu = new QueryObserver(client, options).subscribe(() => {});
    const form = new QueryObserver(client, { ...options, meta: { errorsShownInline: true } }).subscribe(() => {});
    await client.refetchQueries({ queryKey: ['counselors'] });
    expect(report).not.toHaveBeenCalled();
    // Once the form is gone, the menu's failure is said as a toast.
    form();
    await client.refetchQueries({ queryKey: ['counselors'] });
    expect(report).toHaveBeenCalledWith('Down.');
    menu();
  });

  it('treats a 401 as the end of the session: no toast, the session becomes signed-out', async () => {
    const report = vi.fn();
    const client = createQueryClient(report);
    client.setQueryData(SESSION_KEY, { user: { name: 'x' } });
    await client
      .fetchQuery({ queryKey: ['students'], queryFn: failing(new ApiError(401, 'UNAUTHENTICATED', 'Sign in.')) })
      .catch(() => {});
    expect(report).not.toHaveBeenCalled();
    expect(client.getQueryData(SESSION_KEY)).toBeNull();
  });
});
