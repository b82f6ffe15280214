// Design tokens. Colours meet WCAG 2.2 AA on their intended backgrounds: the pairs are checked in
// theme-contrast.test.ts (add a new colour there before using it).
export const theme = {
  color: {
    navy: '#14213d',
    navyLight: '#23345e',
    accent: '#fca311', // use with navy text only (contrast 7.9:1)
    accentHover: '#e8920a', // primary button on hover (navy text 6.5:1)
    accentDark: '#8a5500', // accent for text on white (6.2:1)
    text: '#1b1f29',
    muted: '#4a5163', // 7.9:1 on white
    onNavy: '#dfe5f2', // body text on navy (12.7:1)
    onNavyMuted: '#c9d4ee', // labels on navy (10.8:1)
    line: '#d9dde6', // separators and skeletons only (decorative)
    border: '#808a9d', // edges of form controls (3.5:1 on white, 3.2:1 on surfaceAlt; WCAG 1.4.11)
    surface: '#ffffff',
    surfaceAlt: '#f4f6fa',
    success: '#1f7a3d',
    danger: '#b3261e',
    warning: '#8a5500',
    focus: '#1a5fd6',
  },
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  radius: '10px',
  shadow: '0 2px 10px rgba(20, 33, 61, 0.08)',
  maxWidth: '1200px',
  /** Mobile layout below 900 px (spec section 9). */
  mobileMax: 899,
  /** The top bar: the summit menu sticks right under it, at the spec's 72 px offset (spec "Sticky navbar offset 72 px"). */
  navHeight: 72,
  bottomBarHeight: 60,
} as const;

export const media = {
  mobile: `@media (max-width: ${theme.mobileMax}px)`,
  desktop: `@media (min-width: ${theme.mobileMax + 1}px)`,
} as const;

/**
 * The height of what a page fixes at its bottom right over the shell's layout (the chat launcher,
 * from the viewport's bottom, or on a phone from the tab bar's top, to its own top), set by that
 * component while it is mounted. The document keeps this much more room at its bottom: the root's
 * scroll-padding (a focused element is scrolled clear of it) and the footer's end (its last links
 * can be scrolled above it). Unset: 0.
 */
export const BOTTOM_ROOM_VAR = '--acma-bottom-room';
export const bottomRoom = `var(${BOTTOM_ROOM_VAR}, 0px)`;

export const MOBILE_QUERY = `(max-width: ${theme.mobileMax}px)`;
