// Colour contrast of the theme (WCAG 2.2 AA, success criteria 1.4.3 and 1.4.11): every text or
// control colour against each background it is used on. A theme change that drops a pair below
// 4.5:1 (normal text), 3:1 (large text, UI components, focus indicators) fails here, and a new colour
// token must be placed in a pair (or named as decorative) before it can be used.
import { theme } from './theme';

type Token = keyof typeof theme.color;

/** Relative luminance of an sRGB colour (WCAG 2.2, "relative luminance"). */
function luminance(hex: string): number {
  const m = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex);
  if (!m) throw new Error(`not a hex colour: ${hex}`);
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two colours, 1 to 21. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const TEXT = 4.5; // normal text
const LARGE = 3; // large text (24 px, or 18.66 px bold), UI components and focus indicators

/** [foreground, background, minimum ratio, where the pair is used] */
const PAIRS: [Token, Token, number, string][] = [
  ['text', 'surface', TEXT, 'body text'],
  ['text', 'surfaceAlt', TEXT, 'body text on tinted sections'],
  ['muted', 'surface', TEXT, 'secondary text'],
  ['muted', 'surfaceAlt', TEXT, 'secondary text on tinted sections and cards'],
  ['navy', 'surface', TEXT, 'headings, ghost buttons'],
  ['navy', 'surfaceAlt', TEXT, 'headings on tinted sections'],
  ['navy', 'accent', TEXT, 'primary button label'],
  ['navy', 'accentHover', TEXT, 'primary button label on hover'],
  ['surface', 'navy', TEXT, 'secondary button label, top bar, footer, hero text'],
  ['surface', 'navyLight', TEXT, 'secondary button label on hover'],
  ['onNavy', 'navy', TEXT, 'body text on navy bands (footer, heroes)'],
  ['onNavy', 'navyLight', TEXT, 'body text on the lighter navy'],
  ['onNavyMuted', 'navy', TEXT, 'eyebrows and labels on navy bands'],
  ['onNavyMuted', 'navyLight', TEXT, 'labels on the lighter navy'],
  ['accent', 'navy', TEXT, 'accent text and icons on navy'],
  ['accent', 'navyLight', TEXT, 'accent text on the lighter navy'],
  ['accentDark', 'surface', TEXT, 'accent-coloured text on white'],
  ['accentDark', 'surfaceAlt', TEXT, 'accent-coloured text on tinted sections'],
  ['warning', 'surface', TEXT, 'warnings'],
  ['success', 'surface', TEXT, 'confirmations'],
  ['danger', 'surface', TEXT, 'form errors'],
  ['danger', 'surfaceAlt', TEXT, 'form errors on tinted cards'],
  ['surface', 'success', TEXT, 'text on success badges'],
  ['surface', 'danger', TEXT, 'text on danger badges'],
  ['focus', 'surface', TEXT, 'links'],
  ['focus', 'surfaceAlt', TEXT, 'links on tinted sections'],
  ['surface', 'focus', TEXT, 'text on focus-coloured chips'],
  ['focus', 'surface', LARGE, 'focus outline on white'],
  ['focus', 'surfaceAlt', LARGE, 'focus outline on tinted sections'],
  ['border', 'surface', LARGE, 'borders of inputs, selects, checkboxes (the only edge of the control)'],
  ['border', 'surfaceAlt', LARGE, 'borders of inputs on tinted cards'],
  ['navy', 'line', LARGE, 'the price slider: filled part and thumb against the track'],
];

/** Colours used only for decoration (separators, skeletons, tinted backgrounds): no minimum. */
const DECORATIVE: Token[] = ['line'];

describe('contrast()', () => {
  it('computes the WCAG ratio', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    expect(contrast('#767676', '#fff')).toBeCloseTo(4.54, 2); // the well-known lightest grey for text on white
    expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrast('#14213d', '#fca311')).toBe(contrast('#fca311', '#14213d'));
  });
  it('refuses what is not a hex colour', () => {
    expect(() => contrast('navy', '#fff')).toThrow('not a hex colour');
  });
});

describe('theme colours meet WCAG 2.2 AA', () => {
  it.each(PAIRS)('%s on %s ≥ %s:1 (%s)', (fg, bg, min) => {
    expect(contrast(theme.color[fg], theme.color[bg])).toBeGreaterThanOrEqual(min);
  });

  it('every colour token is in a checked pair or named decorative', () => {
    const covered = new Set<string>([...PAIRS.flatMap(([fg, bg]) => [fg, bg]), ...DECORATIVE]);
    expect(Object.keys(theme.color).filter((t) => !covered.has(t))).toEqual([]);
  });
});
