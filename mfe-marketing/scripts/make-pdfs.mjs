// Writes the council's downloadable guides (mfe-marketing/assets/*.pdf) by hand-writing PDF 1.4
// objects: no dependency, byte-for-byte reproducible. Run: node mfe-marketing/scripts/make-pdfs.mjs
// The pages import the files, so webpack emits them next to the remote (asset/resource).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCUMENTS } from './pdf-content.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..', 'assets');

// Glyph widths (1/1000 em) of the standard Helvetica fonts for ASCII 32..126, used to wrap lines.
const REGULAR = [278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584];
const BOLD = [278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584];

function textWidth(text, bold, size) {
  let w = 0;
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    const table = bold ? BOLD : REGULAR;
    w += c >= 32 && c <= 126 ? table[c - 32] : 556;
  }
  return (w * size) / 1000;
}

function wrap(text, bold, size, maxWidth) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, bold, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function pdfString(text) {
  if (/[^\x20-\x7e]/.test(text)) throw new Error(`non-ASCII text in PDF content: ${text}`);
  return `(${text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)')})`;
}

const PAGE_W = 612;
const PAGE_H = 792;
const MARGIN = 72;
const WIDTH = PAGE_W - 2 * MARGIN;
const NAVY = '0.078 0.129 0.239';
const ACCENT = '0.988 0.639 0.067';
const TEXT = '0.106 0.122 0.161';

/** Lays out blocks into pages of drawing operators. */
function layout(doc) {
  const pages = [];
  let ops = [];
  let y = 0;
  const newPage = () => {
    if (ops.length) pages.push(ops);
    ops = [];
    y = PAGE_H - MARGIN;
  };
  const ensure = (h) => { if (y - h < MARGIN + 30) newPage(); };
  const textLine = (text, x, size, bold, color) => {
    ops.push(`BT /${bold ? 'F2' : 'F1'} ${size} Tf ${color} rg ${x.toFixed(2)} ${y.toFixed(2)} Td ${pdfString(text)} Tj ET`);
  };

  // Cover page: navy band, accent rule, title, subtitle, audience line.
  newPage();
  ops.push(`${NAVY} rg 0 ${PAGE_H - 300} ${PAGE_W} 300 re f`);
  ops.push(`${ACCENT} rg ${MARGIN} ${PAGE_H - 312} 120 6 re f`);
  y = PAGE_H - 110;
  textLine('ACCREDITATION COUNCIL FOR MEDICAL AFFAIRS', MARGIN, 11, true, ACCENT);
  y -= 48;
  for (const l of wrap(doc.title, true, 28, WIDTH)) { textLine(l, MARGIN, 28, true, '1 1 1'); y -= 34; }
  y = PAGE_H - 350;
  for (const l of wrap(doc.subtitle, false, 15, WIDTH)) { textLine(l, MARGIN, 15, false, NAVY); y -= 21; }
  y -= 20;
  for (const l of wrap(doc.audience, false, 11, WIDTH)) { textLine(l, MARGIN, 11, false, TEXT); y -= 15; }
  y = MARGIN + 40;
  textLine(doc.edition, MARGIN, 10, false, TEXT);

  for (const section of doc.sections) {
    newPage();
    for (const l of wrap(section.heading, true, 20, WIDTH)) { textLine(l, MARGIN, 20, true, NAVY); y -= 26; }
    ops.push(`${ACCENT} rg ${MARGIN} ${(y + 12).toFixed(2)} 60 3 re f`);
    y -= 14;
    for (const block of section.blocks) {
      if (block.h) {
        ensure(40);
        y -= 6;
        for (const l of wrap(block.h, true, 13, WIDTH)) { textLine(l, MARGIN, 13, true, NAVY); y -= 18; }
      } else if (block.p) {
        const lines = wrap(block.p, false, 11, WIDTH);
        for (const l of lines) { ensure(15); textLine(l, MARGIN, 11, false, TEXT); y -= 15; }
        y -= 8;
      } else if (block.list) {
        for (const item of block.list) {
          const lines = wrap(item, false, 11, WIDTH - 18);
          ensure(15 * lines.length);
          ops.push(`BT /F1 11 Tf ${ACCENT} rg ${MARGIN + 2} ${y.toFixed(2)} Td (\\225) Tj ET`);
          for (const l of lines) { textLine(l, MARGIN + 18, 11, false, TEXT); y -= 15; }
          y -= 3;
        }
        y -= 6;
      }
    }
  }
  if (ops.length) pages.push(ops);
  // Footer on every page but the cover.
  return pages.map((pageOps, i) => (i === 0 ? pageOps : [
    ...pageOps,
    `${NAVY} RG 0.5 w ${MARGIN} ${MARGIN - 4} m ${PAGE_W - MARGIN} ${MARGIN - 4} l S`,
    `BT /F1 9 Tf ${TEXT} rg ${MARGIN} ${MARGIN - 20} Td ${pdfString(doc.footer)} Tj ET`,
    `BT /F1 9 Tf ${TEXT} rg ${PAGE_W - MARGIN - 60} ${MARGIN - 20} Td ${pdfString(`Page ${i + 1} of ${pages.length}`)} Tj ET`,
  ]));
}

/** Serialises pages into a complete PDF file with a correct cross-reference table. */
export function buildPdf(doc) {
  const pages = layout(doc);
  const objects = [];
  const add = (body) => { objects.push(body); return objects.length; };
  const catalogId = add(null);
  const pagesId = add(null);
  const f1 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const f2 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids = [];
  for (const pageOps of pages) {
    const stream = pageOps.join('\n');
    const contentId = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    kids.push(add(`<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${contentId} 0 R >>`));
  }
  objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const infoId = add(`<< /Title ${pdfString(doc.title)} /Author (Accreditation Council for Medical Affairs) /Subject ${pdfString(doc.subtitle)} /Producer (mfe-marketing make-pdfs.mjs) >>`);

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(outDir, { recursive: true });
  for (const doc of DOCUMENTS) {
    const file = join(outDir, doc.file);
    const bytes = buildPdf(doc);
    writeFileSync(file, bytes);
    console.log(`${doc.file}: ${bytes.length} bytes`);
  }
}
