import { describe, expect, it, vi } from 'vitest';
import { applyThemeParam, COLOR_SCHEME_STORAGE_KEY, themeFromParam } from './theme-param.ts';

describe('themeFromParam', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['auto', 'auto'],
    ['Dark', 'dark'],
    [' light ', 'light'],
  ] as const)('accepts %j as %s', (value, scheme) => {
    expect(themeFromParam(value)).toBe(scheme);
  });

  it.each([null, '', 'blue', 'dark;', 'dark"><script>', 'light-mode', 'dark\n', 'DÁRK'])('ignores %j', (value) => {
    expect(themeFromParam(value)).toBeNull();
  });
});

describe('applyThemeParam', () => {
  it('remembers a valid theme so it survives the next visit', () => {
    const storage = { setItem: vi.fn() };
    expect(applyThemeParam('?theme=dark&x=1', storage)).toBe('dark');
    expect(storage.setItem).toHaveBeenCalledWith(COLOR_SCHEME_STORAGE_KEY, 'dark');
  });

  it('leaves the stored theme alone when the parameter is missing or invalid', () => {
    const storage = { setItem: vi.fn() };
    expect(applyThemeParam('?theme=%3Cb%3E', storage)).toBeNull();
    expect(applyThemeParam('', storage)).toBeNull();
    expect(storage.setItem).not.toHaveBeenCalled();
  });
});
