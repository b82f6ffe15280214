// Generates the small branded SVG images the seed catalog and the summit content reference.
// Run from the repository root: node_modules/.bin/tsx api/scripts/gen-images.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from 'shared-api/html';
import { partnerCompanies, seedProducts } from '../src/seed/catalog.js';
import { summitContent } from '../src/seed/summit.js';

const OUT = join(import.meta.dirname, '..', 'assets', 'images');
mkdirSync(OUT, { recursive: true });
const FONT = 'Arial,Helvetica,sans-serif';
const esc = escapeHtml;
const written = new Map<string, number>();
function svg(file: string, w: number, h: number, title: string, body: string): void {
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><title>${esc(title)}</title>${body}</svg>\n`;
  writeFileSync(join(OUT, file), text);
  written.set(file, Buffer.byteLength(text));
}
const hash = (s: string) => [...s].reduce((a, c) => (Math.imul(a ^ c.charCodeAt(0), 16777619)) >>> 0, 2166136261);
const grad = (id: string, a: string, b: string) => `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;

// ---------------------------------------------------------------- every referenced image
const refs = new Set<string>();
const people = new Map<string, string>(); // image -> person name
function walk(v: unknown, parent?: Record<string, unknown>): void {
  if (typeof v === 'string') { if (v.startsWith('/images/')) refs.add(v.slice(8)); return; }
  if (Array.isArray(v)) { v.forEach((x) => walk(x)); return; }
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const name = (o.name ?? o.speakerName) as string | undefined;
    const image = (o.image ?? o.speakerImage) as string | undefined;
    if (typeof name === 'string' && typeof image === 'string') people.set(image.slice(8), name);
    Object.values(o).forEach((x) => walk(x, o));
  }
  void parent;
}
walk(seedProducts); walk(summitContent); walk(partnerCompanies);

// ---------------------------------------------------------------- products
const TYPE_STYLE: Record<string, { a: string; b: string; accent: string; icon: string }> = {
  certification: { a: '#0b2545', b: '#1d4e89', accent: '#f2c14e', icon: '<circle cx="48" cy="38" r="28"/><path d="M34 62 26 92l22-12 22 12-8-30"/><path d="m36 38 8 8 16-16"/>' },
  extension: { a: '#0f4c5c', b: '#1d7874', accent: '#f2c14e', icon: '<circle cx="48" cy="50" r="38"/><path d="M48 26v24l16 10"/>' },
  report: { a: '#3a0ca3', b: '#4361ee', accent: '#ffd166', icon: '<path d="M10 88h78"/><path d="M22 88V54h12v34M44 88V34h12v54M66 88V14h12v74"/>' },
  event: { a: '#6a1b4d', b: '#b23a48', accent: '#ffd6a5', icon: '<rect x="10" y="18" width="76" height="70" rx="8"/><path d="M10 40h76M30 8v20M66 8v20M30 58h12M54 58h12M30 72h12"/>' },
  bundle: { a: '#1b4332', b: '#2d6a4f', accent: '#f2c14e', icon: '<rect x="12" y="50" width="34" height="34"/><rect x="50" y="50" width="34" height="34"/><rect x="31" y="12" width="34" height="34"/>' },
  database: { a: '#264653', b: '#2a9d8f', accent: '#e9c46a', icon: '<ellipse cx="48" cy="20" rx="34" ry="12"/><path d="M14 20v56c0 7 15 12 34 12s34-5 34-12V20M14 48c0 7 15 12 34 12s34-5 34-12"/>' },
  thinkTankVideo: { a: '#14213d', b: '#283d6b', accent: '#fca311', icon: '<rect x="6" y="16" width="84" height="60" rx="8"/><path d="M40 32v28l22-14z"/><path d="M30 90h36"/>' },
  thinkTankReport: { a: '#2b2d42', b: '#4a4e69', accent: '#fca311', icon: '<path d="M22 6h38l18 18v66H22z"/><path d="M60 6v18h18M34 44h32M34 58h32M34 72h20"/>' },
  webinar: { a: '#023e8a', b: '#0077b6', accent: '#90e0ef', icon: '<rect x="6" y="10" width="84" height="56" rx="6"/><path d="M36 86h24M48 66v20"/><circle cx="48" cy="30" r="9"/><path d="M32 56c3-12 29-12 32 0"/>' },
  conference: { a: '#0b2545', b: '#8d1b3d', accent: '#f2c14e', icon: '<circle cx="48" cy="18" r="11"/><path d="M48 29v9M26 40h44l-7 50H33z"/>' },
};
const SHORT: Record<string, [string, string?]> = {
  'bcmas': ['BCMAS'], 'pacs': ['PACS'], 'cspp': ['CSPP'], 'prc': ['PRC'], 'bcmas-audio': ['BCMAS Audio'],
  'bcmas-extension': ['BCMAS', '6-Month Extension'], 'pacs-extension': ['PACS', '6-Month Extension'], 'cspp-extension': ['CSPP', '6-Month Extension'],
  'msl-compensation-report-2025': ['MSL Pay 2025'], 'medical-affairs-ai-adoption-report-2025': ['AI Benchmark', 'Market Research 2025'],
  'field-reimbursement-landscape-report': ['FRM Landscape'], 'medical-affairs-leadership-forum-2027': ['Leadership Forum', 'Boston · May 14, 2027'],
  'msl-excellence-workshop-2025': ['MSL Workshop', 'Chicago · Sep 18, 2025'], 'bcmas-pacs-career-bundle': ['BCMAS + PACS'],
  'market-access-reimbursement-bundle': ['Access Bundle', 'PACS · PRC · Report'], 'msl-talent-database': ['Talent Database'],
  'medical-affairs-2030-think-tank-video': ['MA 2030'], 'medical-affairs-2030-think-tank-report': ['MA 2030'],
  'generative-ai-medical-information-think-tank-video': ['GenAI in MI'], 'generative-ai-medical-information-think-tank-report': ['GenAI in MI'],
  'kol-engagement-digital-era-webinar': ['Digital KOL'], 'real-world-evidence-essentials-webinar': ['RWE Essentials'],
  'summit-march-2025': ['Summit 2025', 'March 6 · New Jersey'], 'summit-march-2025-for-aspiring-professionals': ['Summit 2025', 'Aspiring Professionals'],
};
for (const p of seedProducts) {
  const st = TYPE_STYLE[p.productType];
  const [label, sub] = SHORT[p.productNickName] ?? [p.productNickName];
  const size = Math.min(52, Math.floor(400 / (label.length * 0.6)));
  svg(`product-${p.productNickName}.svg`, 480, 320, `${p.productName}: ${p.productTagLine}`,
    grad('g', st.a, st.b) + `<rect width="480" height="320" fill="url(#g)"/><circle cx="420" cy="40" r="130" fill="#fff" opacity=".07"/><circle cx="470" cy="300" r="70" fill="#fff" opacity=".05"/>`
    + `<g transform="translate(48 40)" fill="none" stroke="${st.accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${st.icon}</g>`
    + `<g font-family="${FONT}"><text x="48" y="220" font-size="${size}" font-weight="700" fill="#fff">${esc(label)}</text>`
    + `<text x="48" y="256" font-size="20" fill="#dbe4f0">${esc(sub ?? p.productTagLine)}</text>`
    + `<text x="432" y="296" text-anchor="end" font-size="14" font-weight="700" letter-spacing="3" fill="${st.accent}">ACMA</text></g>`);
}

// ---------------------------------------------------------------- people
const PALETTE = ['#1d4e89', '#2d6a4f', '#8d1b3d', '#4361ee', '#6a1b4d', '#1d7874', '#b5651d', '#4a4e69', '#0077b6', '#7b2cbf'];
const initials = (name: string) => name.replace(/^(Dr\.|Prof\.)\s+/, '').split(',')[0].split(/\s+/).filter(Boolean).map((w) => w[0]).filter((c) => /[A-Za-zÀ-ÿ]/.test(c)).slice(0, 2).join('').toUpperCase();
function person(file: string, kind: 'avatar' | 'speaker') {
  const name = people.get(file);
  if (!name) throw new Error(`no person for ${file}`);
  const c = PALETTE[hash(name) % PALETTE.length];
  const shape = kind === 'avatar' ? `<circle cx="60" cy="60" r="60" fill="${c}"/>` : `<rect width="120" height="120" fill="${c}"/>`;
  svg(file, 120, 120, `${kind === 'avatar' ? 'Reviewer' : 'Speaker'}: ${name}`,
    shape + `<g fill="#fff" opacity=".22"><circle cx="60" cy="46" r="22"/><path d="M20 112c4-26 20-36 40-36s36 10 40 36z"/></g>`
    + `<text x="60" y="72" text-anchor="middle" font-family="${FONT}" font-size="38" font-weight="700" fill="#fff">${esc(initials(name))}</text>`);
}

// ---------------------------------------------------------------- company logos
const DESCRIPTORS = ['Life Sciences', 'Pharmaceuticals', 'Therapeutics', 'Biosciences', 'Biologics', 'Oncology', 'Genomics', 'Medical', 'Health', 'Pharma'];
const MARKS = [
  '<path d="M30 12l16 9v18l-16 9-16-9V21z"/>', '<circle cx="30" cy="30" r="18"/><circle cx="30" cy="30" r="8" fill="#fff"/>',
  '<path d="M14 46C14 24 30 12 46 12c0 22-14 34-32 34z"/>', '<path d="M30 10l20 36H10z"/>', '<path d="M30 8l22 22-22 22L8 30z"/>',
  '<rect x="12" y="12" width="36" height="36" rx="10"/>', '<path d="M12 40a18 18 0 0 1 36 0z"/><rect x="12" y="42" width="36" height="6"/>',
  '<path d="M12 30h36M30 12v36" stroke-width="10" stroke="currentColor"/>', '<path d="M14 14h14v32H14zM32 24h14v22H32z"/>', '<path d="M10 44 30 12l20 32-20-10z"/>',
];
partnerCompanies.forEach((co, i) => {
  const file = co.logo.slice(8);
  const d = DESCRIPTORS.find((x) => co.name.endsWith(x)) ?? '';
  const main = d ? co.name.slice(0, -d.length).trim() : co.name;
  const c = PALETTE[i % PALETTE.length];
  svg(file, 240, 80, `${co.name} logo`,
    `<rect width="240" height="80" fill="#fff"/><g transform="translate(4 10)" fill="${c}" color="${c}">${MARKS[i % MARKS.length]}</g>`
    + `<g font-family="${FONT}" fill="#1f2937"><text x="66" y="${d ? 40 : 48}" font-size="${main.length > 11 ? 18 : 21}" font-weight="700">${esc(main)}</text>`
    + (d ? `<text x="66" y="58" font-size="10" letter-spacing="2.5" fill="${c}">${esc(d.toUpperCase())}</text>` : '') + '</g>');
});

// ---------------------------------------------------------------- badges and icons
const star = (cx: number, cy: number, ro: number, ri: number, n: number) => Array.from({ length: n * 2 }, (_, k) => {
  const r = k % 2 ? ri : ro; const a = (Math.PI * k) / n - Math.PI / 2;
  return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
}).join(' ');
svg('badge-best-seller.svg', 96, 96, 'Best Seller badge',
  `<polygon points="${star(48, 48, 46, 39, 16)}" fill="#f2c14e"/><circle cx="48" cy="48" r="33" fill="#0b2545"/><circle cx="48" cy="48" r="29" fill="none" stroke="#f2c14e" stroke-width="1.5"/>`
  + `<g font-family="${FONT}" font-weight="700" fill="#fff" text-anchor="middle"><text x="48" y="45" font-size="13">BEST</text><text x="48" y="60" font-size="11">SELLER</text></g>`);
svg('badge-new.svg', 96, 96, 'New badge',
  `<polygon points="${star(48, 48, 46, 40, 14)}" fill="#1d7874"/><circle cx="48" cy="48" r="33" fill="#fff"/>`
  + `<text x="48" y="56" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="700" fill="#1d7874">NEW</text>`);
svg('icon-verified-graduate.svg', 24, 24, 'Verified graduate',
  '<circle cx="12" cy="12" r="12" fill="#2d6a4f"/><path d="M4 10l8-4 8 4-8 4z" fill="#fff"/><path d="M8 12v3c2 2 6 2 8 0v-3" fill="none" stroke="#fff" stroke-width="1.6"/>');
svg('icon-verified-buyer.svg', 24, 24, 'Verified buyer',
  '<circle cx="12" cy="12" r="12" fill="#1d4e89"/><path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>');
svg('icon-event-attendee.svg', 24, 24, 'Event attendee',
  '<circle cx="12" cy="12" r="12" fill="#8d1b3d"/><path d="M6 8h12v3a1.5 1.5 0 0 0 0 3v3H6v-3a1.5 1.5 0 0 0 0-3z" fill="#fff"/><path d="M14 8v9" stroke="#8d1b3d" stroke-dasharray="1.5 1.5"/>');

// ---------------------------------------------------------------- event, venue and summit art
function banner(file: string, w: number, h: number, title: string, a: string, b: string, lines: [string, string, string]) {
  svg(file, w, h, title, grad('g', a, b) + `<rect width="${w}" height="${h}" fill="url(#g)"/>`
    + `<g fill="none" stroke="#fff" opacity=".12" stroke-width="2"><circle cx="${w - 140}" cy="${h / 2}" r="${h * 0.36}"/><circle cx="${w - 140}" cy="${h / 2}" r="${h * 0.5}"/><circle cx="${w - 140}" cy="${h / 2}" r="${h * 0.64}"/></g>`
    + `<g font-family="${FONT}"><text x="64" y="${h * 0.34}" font-size="${Math.round(h * 0.045)}" font-weight="700" letter-spacing="4" fill="#f2c14e">${esc(lines[0])}</text>`
    + `<text x="64" y="${h * 0.52}" font-size="${Math.round(h * 0.1)}" font-weight="700" fill="#fff">${esc(lines[1])}</text>`
    + `<text x="64" y="${h * 0.66}" font-size="${Math.round(h * 0.05)}" fill="#e8ecf5">${esc(lines[2])}</text></g>`);
}
function venue(file: string, name: string, city: string, a: string, b: string) {
  svg(file, 960, 480, `${name}, ${city}`, grad('g', a, b) + '<rect width="960" height="480" fill="url(#g)"/>'
    + '<g fill="#fff" opacity=".16"><rect x="640" y="170" width="90" height="230"/><rect x="745" y="100" width="120" height="300"/><rect x="880" y="210" width="60" height="190"/></g>'
    + '<g fill="#f2c14e" opacity=".55"><rect x="765" y="130" width="18" height="14"/><rect x="797" y="130" width="18" height="14"/><rect x="829" y="130" width="18" height="14"/><rect x="765" y="170" width="18" height="14"/><rect x="829" y="210" width="18" height="14"/><rect x="660" y="200" width="18" height="14"/><rect x="694" y="240" width="18" height="14"/></g>'
    + '<rect y="400" width="960" height="80" fill="#000" opacity=".25"/>'
    + `<g font-family="${FONT}"><text x="56" y="200" font-size="34" font-weight="700" fill="#fff">${esc(name)}</text><text x="56" y="244" font-size="24" fill="#e8ecf5">${esc(city)}</text></g>`);
}
banner('event-medical-affairs-leadership-forum-2027.svg', 960, 480, 'Medical Affairs Leadership Forum 2027, Boston', '#6a1b4d', '#b23a48', ['ACMA LIVE EVENT', 'Leadership Forum 2027', 'May 14, 2027 · Boston, MA']);
banner('event-msl-excellence-workshop-2025.svg', 960, 480, 'MSL Excellence Workshop 2025, Chicago', '#3a0ca3', '#b23a48', ['ACMA LIVE EVENT', 'MSL Excellence Workshop', 'September 18, 2025 · Chicago, IL']);
banner('summit-hero.svg', 1200, 600, 'ACMA Summit 2025, March 6, 2025, Princeton, New Jersey', '#0b2545', '#8d1b3d', ['ACMA SUMMIT 2025', 'Shaping Medical Affairs', 'March 6, 2025 · Princeton, New Jersey']);
// the promo video's poster carries no text: the summit page writes each edition's name and date over it from its data
svg('summit-promo-poster.svg', 640, 360, 'ACMA Summit promo video', grad('g', '#0b2545', '#1d7874') + '<rect width="640" height="360" fill="url(#g)"/>'
  + '<g fill="none" stroke="#fff" opacity=".12" stroke-width="2"><circle cx="500" cy="180" r="129.6"/><circle cx="500" cy="180" r="180"/><circle cx="500" cy="180" r="230.4"/></g>');
venue('venue-harborline-conference-center.svg', 'Harborline Conference Center', 'Boston, Massachusetts', '#14213d', '#1d4e89');
venue('venue-lakeshore-meeting-pavilion.svg', 'Lakeshore Meeting Pavilion', 'Chicago, Illinois', '#023e8a', '#1d7874');
venue('venue-wexford-grand-hotel.svg', 'The Wexford Grand Hotel', 'Princeton, New Jersey', '#0b2545', '#6a1b4d');

for (const f of refs) {
  if (written.has(f)) continue;
  if (f.startsWith('avatar-')) person(f, 'avatar');
  else if (f.startsWith('speaker-')) person(f, 'speaker');
}
const missing = [...refs].filter((f) => !written.has(f) && !/\.(webm|vtt)$/.test(f));
if (missing.length) throw new Error(`not generated: ${missing.join(', ')}`);
const big = [...written].filter(([, n]) => n > 2048);
console.log(`${written.size} svg files, largest ${Math.max(...written.values())} bytes`, big.length ? `OVER 2KB: ${big.map(([f, n]) => `${f}=${n}`).join(', ')}` : '');
const unreferenced = [...written.keys()].filter((f) => !refs.has(f));
if (unreferenced.length) console.log('generated but unreferenced:', unreferenced.join(', '));
