import { DEFAULT_THEME, luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver } from './theme.ts';

function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the light scheme colours', () => {
  const { light } = cssVariablesResolver(DEFAULT_THEME);

  it("keep the text of light and subtle buttons readable on their background and on their hover's", () => {
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      const text = light[`--mantine-color-${name}-light-color`] ?? '';
      // Mantine 9: the light variant's background is shade 1, its hover shade 2 (the subtle variant's hover too)
      expect(contrast(text, shades[1] ?? ''), `${name} on shade 1`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, shades[2] ?? ''), `${name} on shade 2`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
