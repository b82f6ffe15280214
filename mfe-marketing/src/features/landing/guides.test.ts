import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GUIDES, guideForLanding, guideForThankYou } from './guides';

const ASSETS = join(__dirname, '..', '..', '..', 'assets');
const FILES: Record<keyof typeof GUIDES, string> = {
  msl: 'acma-definitive-guide-msl.pdf',
  pharmacist: 'acma-pharmacist-definitive-guide.pdf',
  biologics: 'acma-biologics-biosimilars-whitepaper.pdf',
};

/** Checks what a PDF reader relies on: header, every xref offset pointing at its object, page tree, trailer. */
function inspectPdf(bytes: Buffer) {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)![1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref))!.map(Number);
  const entries = text.slice(startxref).split('\n').slice(3, 3 + count - 1);
  entries.forEach((line, i) => {
    const offset = Number(line.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = m.index! + m[0].length;
    expect(text.slice(start + Number(m[1]), start + Number(m[1]) + 10)).toBe('\nendstream');
  }
  const pages = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text)![1]);
  expect(text.match(/\/Type \/Page /g)).toHaveLength(pages);
  return { pages, title: /\/Title \(([^)]*)\)/.exec(text)![1] };
}

describe.each(Object.entries(FILES))('%s PDF', (key, file) => {
  const guide = GUIDES[key as keyof typeof GUIDES];
  it('is a well-formed multi-page PDF whose title and size match the page copy', () => {
    const bytes = readFileSync(join(ASSETS, file));
    const { pages, title } = inspectPdf(bytes);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(title).toBe(guide.title);
    expect(guide.details).toBe(`PDF, ${pages} pages, about ${Math.round(bytes.length / 1000)} KB`);
  });
});

it('maps every landing and thank-you route to its guide', () => {
  expect(guideForLanding('/definitive-guide-ebook')).toBe(GUIDES.msl);
  expect(guideForLanding('/pharmacist-definitive-guide-ebook/')).toBe(GUIDES.pharmacist);
  expect(guideForThankYou('/thank-you-msl-guide')).toBe(GUIDES.msl);
  expect(guideForThankYou('/thank-you-pharmacist-guide')).toBe(GUIDES.pharmacist);
  expect(guideForThankYou('/thank-you-biologics-biosimilars')).toBe(GUIDES.biologics);
  expect(guideForLanding('/nothing')).toBeNull();
});
