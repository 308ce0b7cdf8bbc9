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

  it('reads the session again after a 403, once, without asking the failed read again', async () => {
    const report = vi.fn();
    const client = createQueryClient(report);
    let sessionReads = 0;
    const sessionFn = async () => {
      sessionReads += 1;
      return { user: { name: 'x', role: 'Counselor' } };
    };
    // The area guard watches the session: only a watched session is read again.
    const guard = new QueryObserver(client, { queryKey: SESSION_KEY, queryFn: sessionFn, staleTime: 60_000 });
    const stop = guard.subscribe(() => {});
    await vi.waitFor(() => expect(sessionReads).toBe(1));
    let pageReads = 0;
    const forbidden = new ApiError(403, 'FORBIDDEN', 'You do not have access to this.');
    const page = new QueryObserver(client, {
      queryKey: ['student', 7],
      queryFn: () => {
        pageReads += 1;
        return Promise.reject(forbidden);
      },
    }).subscribe(() => {});
    await vi.waitFor(() => expect(sessionReads).toBe(2));
    expect(report).toHaveBeenCalledWith('You do not have access to this.');
    // The same session came back: nothing asks the page's read again, so nothing loops.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pageReads).toBe(1);
    expect(sessionReads).toBe(2);
    page();
    stop();
  });

  it('does not read the session again for the session’s own 403', async () => {
    const client = createQueryClient(vi.fn());
    let sessionReads = 0;
    const stop = new QueryObserver(client, {
      queryKey: SESSION_KEY,
      queryFn: () => {
        sessionReads += 1;
        return Promise.reject(new ApiError(403, 'FORBIDDEN', 'You do not have access to this.'));
      },
    }).subscribe(() => {});
    await vi.waitFor(() => expect(sessionReads).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sessionReads).toBe(1);
    stop();
  });
});
