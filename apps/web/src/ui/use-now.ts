import { useEffect, useState } from 'react';

/**
 * The time now, read again every `everyMs`: what a page left open shows (and asks for) follows the clock. One
 * interval for as long as the component stays (Mantine's useInterval, handed a new callback each render, restarted
 * its interval on every tick and could lose it, stopping the clock).
 */
export function useNow(everyMs: number) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
