// The summit page's content as the UI uses it. The API serves it as data (Product.content of the
// conference product, and GET /api/summit/:slug); this adapter checks the shape once, so components
// never see raw data and a malformed entry is reported instead of half-rendered.

import type { AgendaRow, Award, HeroState, Speaker, Sponsor, SummitPageContent, Tier, WhyJoinCard } from 'shared-api/contract';

export type { AgendaRow, Award, HeroState, Speaker, Sponsor, SummitPageContent, Tier, WhyJoinCard };

/* ---------- the adapter ---------- */

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

class ShapeError extends Error {}
const fail = (path: string): never => { throw new ShapeError(`summit content: ${path} is missing or malformed`); };

function str(o: Obj, key: string, path: string, optional = false): string {
  const v = o[key];
  if (typeof v === 'string') return v;
  if (optional && (v === undefined || v === null)) return '';
  return fail(`${path}.${key}`);
}
function obj(o: Obj, key: string, path: string): Obj {
  const v = o[key];
  return isObj(v) ? v : fail(`${path}.${key}`);
}
function list<T>(o: Obj, key: string, path: string, item: (x: Obj, p: string) => T): T[] {
  const v = o[key];
  if (!Array.isArray(v)) return fail(`${path}.${key}`);
  return v.map((x, i) => (isObj(x) ? item(x, `${path}.${key}[${i}]`) : fail(`${path}.${key}[${i}]`)));
}
function strings(o: Obj, key: string, path: string): string[] {
  const v = o[key];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) return fail(`${path}.${key}`);
  return v as string[];
}
function isoDate(o: Obj, key: string, path: string): string {
  const v = str(o, key, path);
  return Number.isNaN(new Date(v.length === 10 ? `${v}T00:00:00Z` : v).getTime()) ? fail(`${path}.${key}`) : v;
}

/**
 * The page content from the API's data, or null when there is none (a conference that is not a
 * summit page). A malformed entry is logged and treated as none, so the page never half-renders.
 */
export function parseSummitContent(raw: unknown, slug: string): SummitPageContent | null {
  if (!isObj(raw)) return null;
  try {
    const c = raw;
    const p = 'content';
    const variant = c.variant === 'full' || c.variant === 'discounted' ? c.variant : null;
    const venue = obj(c, 'venue', p);
    const reg = obj(c, 'registration', p);
    const about = obj(c, 'about', p);
    const video = obj(about, 'video', `${p}.about`);
    const hotel = obj(c, 'hotel', p);
    const sp = obj(c, 'sponsorship', p);
    const nom = obj(c, 'nominations', p);
    const teaser = obj(c, 'awardsTeaser', p);
    const meta = isObj(c.meta) ? { title: str(c.meta, 'title', `${p}.meta`), description: str(c.meta, 'description', `${p}.meta`) } : null;
    const content: SummitPageContent = {
      slug: typeof c.slug === 'string' && c.slug ? c.slug : slug,
      variant,
      name: str(c, 'name', p),
      tagline: str(c, 'tagline', p),
      startDate: isoDate(c, 'startDate', p),
      endDate: isoDate(c, 'endDate', p),
      venue: { name: str(venue, 'name', `${p}.venue`), address: str(venue, 'address', `${p}.venue`), city: str(venue, 'city', `${p}.venue`), mapUrl: str(venue, 'mapUrl', `${p}.venue`) },
      hero: list(c, 'hero', p, (x, q) => ({ eyebrow: str(x, 'eyebrow', q, true), title: str(x, 'title', q), text: str(x, 'text', q) })),
      speakers: list(c, 'speakers', p, (x, q) => ({
        id: str(x, 'id', q), name: str(x, 'name', q), title: str(x, 'title', q), organization: str(x, 'organization', q, true),
        image: str(x, 'image', q), profileUrl: str(x, 'profileUrl', q), agendaId: str(x, 'agendaId', q),
      })),
      whyJoin: list(c, 'whyJoin', p, (x, q) => ({ title: str(x, 'title', q), text: str(x, 'text', q) })),
      agenda: list(c, 'agenda', p, (x, q) => ({ id: str(x, 'id', q), time: str(x, 'time', q), session: str(x, 'session', q), speakers: strings(x, 'speakers', q), note: str(x, 'note', q, true) })),
      sponsors: list(c, 'sponsors', p, (x, q) => ({ name: str(x, 'name', q), tier: str(x, 'tier', q), url: str(x, 'url', q), logo: str(x, 'logo', q) })),
      awardsTeaser: { title: str(teaser, 'title', `${p}.awardsTeaser`), text: str(teaser, 'text', `${p}.awardsTeaser`) },
      registration: {
        title: str(reg, 'title', `${p}.registration`),
        text: str(reg, 'text', `${p}.registration`, true),
        tiers: list(reg, 'tiers', `${p}.registration`, (x, q) => ({
          id: str(x, 'id', q), productSlug: str(x, 'productSlug', q), name: str(x, 'name', q), audience: str(x, 'audience', q, true), features: strings(x, 'features', q),
        })),
        groupDiscounts: str(reg, 'groupDiscounts', `${p}.registration`),
      },
      about: {
        title: str(about, 'title', `${p}.about`),
        text: str(about, 'text', `${p}.about`),
        video: { src: str(video, 'src', `${p}.about.video`), poster: str(video, 'poster', `${p}.about.video`, true), title: str(video, 'title', `${p}.about.video`), captions: str(video, 'captions', `${p}.about.video`, true) },
      },
      hotel: {
        name: str(hotel, 'name', `${p}.hotel`), address: str(hotel, 'address', `${p}.hotel`), text: str(hotel, 'text', `${p}.hotel`),
        rateDeadline: isoDate(hotel, 'rateDeadline', `${p}.hotel`), bookingUrl: str(hotel, 'bookingUrl', `${p}.hotel`),
      },
      sponsorship: { title: str(sp, 'title', `${p}.sponsorship`), text: str(sp, 'text', `${p}.sponsorship`), benefits: strings(sp, 'benefits', `${p}.sponsorship`) },
      nominations: {
        deadline: isoDate(nom, 'deadline', `${p}.nominations`),
        metaDeadline: str(nom, 'metaDeadline', `${p}.nominations`, true),
        intro: str(nom, 'intro', `${p}.nominations`),
        awards: list(nom, 'awards', `${p}.nominations`, (x, q) => ({
          id: str(x, 'id', q), name: str(x, 'name', q), eligibility: str(x, 'eligibility', q, true), summary: str(x, 'summary', q, true), criteria: strings(x, 'criteria', q),
        })),
      },
      meta,
    };
    if (new Date(content.endDate) <= new Date(content.startDate)) fail(`${p}.endDate`);
    return content;
  } catch (e) {
    if (e instanceof ShapeError) { console.error(`[summit] ${e.message}`); return null; }
    throw e;
  }
}
