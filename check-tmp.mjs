import { chromium } from '@playwright/test';
const base = process.env.BASE || 'http://localhost:8500';
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/catalog', '/certification/bcmas', '/faq', '/cart', '/conference/summit-march-2025', '/checkout', '/acma-summit-nominations', '/test-your-knowledge-medical-affairs', '/nope'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const r of routes) {
  const page = await browser.newPage();
  const logs = [];
  page.on('console', (m) => { if (m.type() !== 'log' && m.type() !== 'debug') logs.push(`${m.type()}: ${m.text().slice(0, 300)}`); });
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message.slice(0, 300)}`));
  await page.addInitScript(() => {
    window.__removed = 0;
    new MutationObserver((muts) => { for (const m of muts) for (const n of m.removedNodes) if (n.nodeType === 1 && !window.__live) window.__removed++; }).observe(document, { childList: true, subtree: true });
  });
  const t0 = Date.now();
  await page.goto(base + r);
  let live = null;
  try { await page.waitForSelector('html[data-live]', { timeout: 15000, state: 'attached' }); live = Date.now() - t0; } catch {}
  await page.waitForTimeout(500);
  const info = await page.evaluate(() => ({ removed: window.__removed, title: document.title, h1: document.querySelector('h1')?.textContent?.slice(0, 50) }));
  console.log(r, 'live', live, JSON.stringify(info));
  for (const l of logs) console.log('   ', l);
  await page.close();
}
await browser.close();
