// NOT CONVERTED YET: the hand-made first frame of the summit's conference page, the one remote page
// whose first frame is still a copy kept by the shell (ARCHITECTURE.md, "First frames"). Its hero
// alternates its states on phones only (useMediaQuery), so the page's markup depends on the viewport,
// which the server does not know: rendered on the server it would shift on phones. It goes once
// mfe-summit's hero shows its states by CSS and its ConferencePage joins SERVER_RENDERED
// (first-frame.ts); this file is then deleted.
import { escapeHtml } from 'shared-api/html';

const NAVY = '#14213d';
const NAVY_LIGHT = '#23345e';
const ACCENT = '#fca311';
const MOBILE = '@media (max-width: 899px)';

/** The summit hero frame's CSS (mfe-summit features/conference/hero.tsx). */
export const SUMMIT_FRAME_CSS = [
  '.ff-c{max-width:1200px;margin:0 auto;padding:0 20px}',
  `.ff-summit{background:linear-gradient(135deg,${NAVY} 0%,${NAVY_LIGHT} 100%);color:#fff;padding:56px 0 48px}`,
  '.ff-summit h1{color:#fff;font-size:clamp(1.9rem,4vw,3rem);margin:8px 0 12px;max-width:22ch}',
  `.ff-meta{margin:0;font-weight:600;color:${ACCENT};letter-spacing:.02em}`,
  '.ff-tagline{font-size:1.15rem;max-width:60ch;margin:0 0 24px;color:#e8ecf5}',
  `${MOBILE}{.ff-c{padding:0 16px}.ff-summit{padding:32px 0 28px}}`,
].join('');

/** The summit's dates as its page shows them, in the summit's time zone (mfe-summit's format.ts). */
const SUMMIT_TIME_ZONE = 'America/New_York';
function formatLongDate(iso: string): string {
  const d = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: iso.length === 10 ? 'UTC' : SUMMIT_TIME_ZONE }).format(d);
}
const formatTime = (iso: string) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: SUMMIT_TIME_ZONE }).format(new Date(iso));

interface SummitContent { name: string; tagline: string; startDate: string; endDate: string; venue: { name: string; city: string } }
function summitContent(c: unknown): SummitContent | null {
  const o = c as Partial<SummitContent> | null;
  if (!o || typeof o.name !== 'string' || typeof o.tagline !== 'string' || typeof o.startDate !== 'string'
    || typeof o.endDate !== 'string' || typeof o.venue?.name !== 'string' || typeof o.venue.city !== 'string') return null;
  return o as SummitContent;
}

/** The summit hero's head (dates, name, tagline), or null when the content is not a summit's. */
export function summitHero(content: unknown): string | null {
  const c = summitContent(content);
  if (!c) return null;
  const meta = `<time datetime="${escapeHtml(c.startDate)}">${escapeHtml(formatLongDate(c.startDate))}</time>`
    + ` · ${escapeHtml(formatTime(c.startDate))} to ${escapeHtml(formatTime(c.endDate))} · ${escapeHtml(c.venue.name)}, ${escapeHtml(c.venue.city)}`;
  return `<header class="ff-summit"><div class="ff-c"><p class="ff-meta">${meta}</p><h1>${escapeHtml(c.name)}</h1>`
    + `<p class="ff-tagline">${escapeHtml(c.tagline)}</p></div></header>`;
}
