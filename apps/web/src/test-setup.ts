import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { mediaList } from './test-media.ts';

// What a screen shows after its lazily loaded texts and its fake answers: waited for as long as a busy machine
// (CI's two cores, shared) may take, not the library's one second.
configure({ asyncUtilTimeout: 8000 });

// jsdom has no matchMedia, ResizeObserver, font loading or scrolling into view; Mantine uses them (its growing
// text areas listen to the fonts, its dropdowns scroll to the chosen option).
if (!window.matchMedia) window.matchMedia = (query: string) => mediaList(query, false);
if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: NoopResizeObserver });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
