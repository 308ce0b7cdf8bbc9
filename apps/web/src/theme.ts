import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  type Loader,
  luminance,
  type Menu,
  type Modal,
  type Notification,
  type NumberInput,
  type Pagination,
  type TableScrollContainer,
} from '@mantine/core';

/**
 * What `Component.extend(input)` takes. The theme writes that input itself (`extend` returns it unchanged) so that it
 * imports no component: Menu, Modal, Pagination and the others would otherwise load with the sign-in page.
 */
type Extension<Component extends { extend: (input: never) => unknown }> = Parameters<Component['extend']>[0];

const PAGE_CONTROL_NAMES = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

/** WCAG AA for normal text (issue 22), with a little room for rounding and anti-aliasing. */
const READABLE = 4.6;

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The lightest of the colour's dark shades (8, 9, then 9 darkened step by step) that reads on every background. */
function readableShade(shades: readonly string[], ...backgrounds: string[]): string {
  const dark = shades[9] ?? '#000000';
  const candidates = [shades[8] ?? dark, dark, ...[0.1, 0.2, 0.3, 0.4, 0.5].map((by) => darken(dark, by))];
  const readable = (candidate: string) =>
    backgrounds.every((background) => contrast(candidate, background) >= READABLE);
  return candidates.find(readable) ?? '#000000';
}

export const theme = createTheme({
  primaryColor: 'blue',
  // Mantine's default shade 6 under white text reads at 3.5:1; shade 8 at 5:1 (issue 22).
  primaryShade: { light: 8, dark: 8 },
  // Filled buttons and badges of light colours (yellow, green, teal) get dark text rather than unreadable white.
  autoContrast: true,
  luminanceThreshold: 0.185,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontWeight: '650',
  },
  cursorType: 'pointer',
  components: {
    // A loader is a live status: a span may not carry a name (axe-core 4.14's aria-prohibited-attr), a status may.
    Loader: { defaultProps: { role: 'status' } } satisfies Extension<typeof Loader>,
    // Mantine's placeholder that takes the first focus is a role="presentation" child, which a menu may not have.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } } satisfies Extension<typeof Menu>,
    // A table wider than a phone scrolls sideways: keyboard users reach that scroll by focusing it.
    TableScrollContainer: {
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
    } satisfies Extension<typeof TableScrollContainer>,
    // The close button of every dialog is an icon: it gets a name.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } } satisfies Extension<typeof Modal>,
    // A toast's text is dimmed text: Mantine's own grey (dark-2) reads at 3.5:1 on a dark toast.
    // A toast's close button has only an icon: named, like the dialogs' (axe button-name).
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    } satisfies Extension<typeof Notification>,
    // A number past its bounds is kept as typed and refused with the form's message ("Type a per cent from 0 to
    // 100"), not silently changed to the bound when the field loses focus (Mantine's default).
    NumberInput: { defaultProps: { clampBehavior: 'none' } } satisfies Extension<typeof NumberInput>,
    // Every numbered pager's arrows are icons: they get names, and each page its number, for screen readers.
    Pagination: {
      defaultProps: {
        getControlProps: (control) => ({ 'aria-label': PAGE_CONTROL_NAMES[control] }),
        getItemProps: (page) => ({ 'aria-label': `Page ${page}` }),
      },
    } satisfies Extension<typeof Pagination>,
  },
});

const colors = DEFAULT_THEME.colors;
const white = '#ffffff';

/**
 * Text colours that read at 4.5:1 or better (issue 22): dimmed text, coloured text (`c="red"`) and the text of the
 * light variant (badges, alerts) on their own backgrounds, in both schemes. Mantine's defaults read at 3.3:1 (grey
 * on white) and 3.6:1 (blue on white).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    // Between gray-6 (3.3:1) and gray-7 (8:1): still lighter than the text, readable on white and gray-0/1.
    '--mantine-color-dimmed': '#666d75',
    // A placeholder is text to read too (a file input shows it as its value): as dimmed, not gray-5 (2:1).
    '--mantine-color-placeholder': 'var(--mantine-color-dimmed)',
    // Secondary text on a tinted background (a selected row, an unread notification, an alert): dimmed reads under
    // 4.5:1 there.
    '--studydesk-dimmed-on-tint': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': readableShade(colors.red, white),
    ...Object.fromEntries(
      Object.entries(colors).flatMap(([name, shades]) => [
        [`--mantine-color-${name}-text`, readableShade(shades, shades[0] ?? white)],
        // The light and subtle variants sit on shade 1 and turn shade 2 under the pointer: readable on both.
        [`--mantine-color-${name}-light-color`, readableShade(shades, shades[1] ?? white, shades[2] ?? white)],
      ]),
    ),
  },
  dark: {
    // dark-2 reads at 4:1 on the dark body; this one at 6.9:1, and at 5:1 on dark-5 (the board's columns).
    '--mantine-color-dimmed': '#adadad',
    '--mantine-color-placeholder': 'var(--mantine-color-dimmed)',
    '--studydesk-dimmed-on-tint': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
