import { useRef, useState } from 'react';

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
