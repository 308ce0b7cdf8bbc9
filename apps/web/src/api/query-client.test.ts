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
