import { useDebouncedCallback } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

/**
 * A filter bar's draft: edited freely and applied on Filter, while the applied filter lives in the address. The
 * draft starts again from the address when it changes from elsewhere (a History link, Clear filters, Back), but
 * not when the address catches up with what this bar applied: the router renders that change as a transition, after
 * whatever was typed meanwhile, which a remount would throw away.
 */
export function useDraftFilter<F>(applied: F, onApply: (filter: F) => void) {
  const [draft, setDraft] = useState(applied);
  const appliedKey = JSON.stringify(applied);
  const [seen, setSeen] = useState(appliedKey);
  const sent = useRef<string | null>(null);
  if (appliedKey !== seen) {
    setSeen(appliedKey);
    if (appliedKey !== sent.current) setDraft(applied);
  }
  const apply = (filter: F) => {
    sent.current = JSON.stringify(filter);
    onApply(filter);
  };
  return { draft, setDraft, apply };
}

/**
 * A filter whose search applies as one types, after a pause, and whose choices apply at once. A pause that ends
 * while the app is already on its way elsewhere (a row's link was clicked, its page still loading) applies nothing:
 * changing the address then would call that navigation off and bring the list back.
 */
export function useFilterAsYouType<F extends { q: string }>(applied: F, onApply: (filter: F) => void, delay = 300) {
  const { draft, setDraft, apply } = useDraftFilter(applied, onApply);
  const navigation = useNavigation();
  // The page this list is on: a navigation whose page is still loading has changed the window's address already.
  const { pathname } = useLocation();
  const trimmed = (next: F) => ({ ...next, q: next.q.trim() });
  const later = useDebouncedCallback((next: F) => {
    if (navigation.state === 'idle' && window.location.pathname === pathname) apply(trimmed(next));
  }, delay);
  return {
    draft,
    type: (q: string) => {
      const next = { ...draft, q };
      setDraft(next);
      later(next);
    },
    choose: (next: F) => {
      later.cancel();
      setDraft(next);
      apply(trimmed(next));
    },
  };
}
