// Keyboard-only helpers: press Tab (or another key) until a given element has focus, checking on
// every stop that the focused element shows a visible focus indicator.
import { expect, type Locator, type Page } from '@playwright/test';
import { APP_LIVE } from './shell';

export interface FocusInfo {
  tag: string;
  text: string;
  /** a ring drawn on the element (outline or box-shadow) or on the card around it (:has(:focus-visible)) */
  visible: boolean;
  /** why the ring counts as visible, or what the element has instead */
  ring: string;
  focusVisible: boolean;
  inViewport: boolean;
}

/** What has focus now, and whether it shows a focus indicator; `target` tells whether it is that element. */
export async function focusInfo(page: Page, target?: Locator, container?: Locator): Promise<(FocusInfo & { isTarget: boolean; inside: boolean }) | null> {
  const t = target ? await target.elementHandle({ timeout: 10_000 }) : null;
  const c = container ? await container.elementHandle({ timeout: 10_000 }) : null;
  return page.evaluate(([tEl, cEl]) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const ringOf = (e: Element) => {
      const s = getComputedStyle(e);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 ? `outline ${s.outlineWidth} ${s.outlineStyle} ${s.outlineColor}` : '';
      const shadow = s.boxShadow && s.boxShadow !== 'none' ? `box-shadow ${s.boxShadow}` : '';
      return { outline, shadow };
    };
    const own = ringOf(el);
    let ring = own.outline || own.shadow;
    if (!ring) {
      // a card whose whole frame shows the ring of the link inside it
      const card = el.parentElement?.closest(':has(:focus-visible)');
      const cardRing = card ? ringOf(card).outline : '';
      if (cardRing) ring = `card ${cardRing}`;
    }
    const r = el.getBoundingClientRect();
    return {
      tag: el.tagName.toLowerCase(),
      text: (el.getAttribute('aria-label') || el.textContent || (el as HTMLInputElement).value || '').trim().slice(0, 80),
      visible: !!ring,
      ring: ring || `none (outline ${getComputedStyle(el).outlineStyle}, box-shadow ${getComputedStyle(el).boxShadow})`,
      focusVisible: el.matches(':focus-visible'),
      inViewport: r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth,
      isTarget: !!tEl && tEl === el,
      inside: !!cEl && cEl.contains(el),
    };
  }, [t, c] as const);
}

function checkVisible(info: FocusInfo | null): FocusInfo {
  expect(info, 'something has focus').not.toBeNull();
  expect(info!.focusVisible, `:focus-visible on <${info!.tag}> "${info!.text}"`).toBe(true);
  expect(info!.visible, `a visible focus ring on <${info!.tag}> "${info!.text}": ${info!.ring}`).toBe(true);
  expect(info!.inViewport, `<${info!.tag}> "${info!.text}" is scrolled into view`).toBe(true);
  return info!;
}

/** The focused element shows a visible focus indicator (and is on screen). */
export async function expectVisibleFocus(page: Page): Promise<FocusInfo> {
  return checkVisible(await focusInfo(page));
}

/**
 * Presses `key` (Tab by default) until `target` has focus, at most `max` times, checking the
 * visible focus of every element passed on the way.
 */
export async function pressUntilFocused(page: Page, target: Locator, opts: { key?: string; max?: number } = {}): Promise<number> {
  const { key = 'Tab', max = 60 } = opts;
  const seen: string[] = [];
  for (let n = 1; n <= max; n++) {
    await page.keyboard.press(key);
    const info = await focusInfo(page, target);
    checkVisible(info);
    seen.push(`<${info!.tag}> ${info!.text}`);
    if (info!.isTarget) return n;
  }
  throw new Error(`${key} ×${max} did not reach ${target.toString()}; passed: ${seen.join(' | ')}`);
}

/** Focus moved to the new page's main heading (route change). */
export async function expectHeadingFocused(page: Page, name?: string | RegExp): Promise<void> {
  const h1 = page.locator('main h1').filter({ visible: true }).first();
  if (name) await expect(h1).toHaveText(name);
  await expect(h1).toBeFocused();
}

/**
 * Tab and Shift+Tab `presses` times each inside `container`: focus never leaves it, and every stop
 * shows a visible focus ring.
 */
export async function expectFocusTrapped(page: Page, container: Locator, presses: number): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      const info = await focusInfo(page, undefined, container);
      checkVisible(info);
      expect(info!.inside, `${key} #${i + 1} stays inside (on <${info!.tag}> "${info!.text}")`).toBe(true);
    }
  }
}

/**
 * Waits until the app has started: the served document (painted before any script runs, and not
 * interactive) has been hydrated whole (the app is live; the skip link is the first focusable element).
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator(APP_LIVE)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
}
