// Design tokens. Colours meet WCAG 2.2 AA on their intended backgrounds.
export const theme = {
  color: {
    navy: '#14213d',
    navyLight: '#23345e',
    accent: '#fca311', // use with navy text only (contrast 8.8:1)
    accentDark: '#8a5500', // accent for text on white (5.3:1)
    text: '#1b1f29',
    muted: '#4a5163', // 7.6:1 on white
    line: '#d9dde6',
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
  navHeight: 64,
  bottomBarHeight: 60,
} as const;

export const media = {
  mobile: `@media (max-width: ${theme.mobileMax}px)`,
  desktop: `@media (min-width: ${theme.mobileMax + 1}px)`,
} as const;

export const MOBILE_QUERY = `(max-width: ${theme.mobileMax}px)`;
