import { vi } from 'vitest';
import { PHONE_WIDTH } from './ui/use-phone.ts';

/** A MediaQueryList, which jsdom lacks and Mantine's media hooks ask for: `matches` says whether the screen fits. */
export function mediaList(query: string, matches: boolean) {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/** A screen as narrow as a phone's, until `vi.unstubAllGlobals()`. */
export function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => mediaList(query, query === PHONE_WIDTH));
}
