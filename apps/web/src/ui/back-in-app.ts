import { useNavigate } from 'react-router';

/**
 * Whether the browser's previous page is one of the app's: the router numbers the entries of this visit from 0
 * (`idx` in history.state), and signing in replaces the sign-in page, so entry 0 has only other sites before it.
 */
export function hasAppPageBefore(historyState: unknown): boolean {
  const idx = (historyState as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}

/** A "Pre" button's action: one page back while that stays in the app, otherwise `fallback` (issue 22). */
export function useBackInApp(fallback: string) {
  const navigate = useNavigate();
  return () => {
    void (hasAppPageBefore(window.history.state) ? navigate(-1) : navigate(fallback));
  };
}
