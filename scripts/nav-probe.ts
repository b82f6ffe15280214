// One soft navigation's waterfall on the emulated phone (the throttling of bench-live.ts: CPU ×4,
// 150 ms, 1.6 Mbps / 750 kbps): lands on FROM, waits 4 s, taps LINK (or, with REST_MS, hovers it,
// waits REST_MS and clicks), and prints every request made after that (when made, when its answer
// ended) and when KEY, then CONTENT, were first visible. What `pnpm bench:live` does not say: when
// the page's data arrived beside its code, and when the content (not only the key control) showed.
//   tsx scripts/nav-probe.ts ORIGIN [FROM] [LINK] [KEY] [REST_MS] [CONTENT]
//   tsx scripts/nav-probe.ts http://localhost:8080 / 'main a[href="/catalog"]' 'main button[aria-haspopup="dialog"]' 0 'main a[href^="/certification/"]'
import { chromium } from '@playwright/test';
import { PHONE, throttledPage } from './bench-live';

const [origin = 'http://localhost:8080', from = '/', linkSel = 'main a[href="/catalog"]', keySel = 'main button[aria-haspopup="dialog"]', restArg = '0', contentSel = 'main a[href^="/certification/"]'] = process.argv.slice(2);
const rest = Number(restArg);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
try {
  const context = await browser.newContext({ viewport: PHONE.viewport, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true, hasTouch: true });
  const page = await throttledPage(context);
  let t0 = 0;
  const log: string[] = [];
  const at = () => String(Date.now() - t0).padStart(5);
  page.on('request', (r) => { if (t0) log.push(`${at()} asked  ${r.url().replace(origin, '')}`); });
  page.on('requestfinished', (r) => { if (t0) log.push(`${at()} ended  ${r.url().replace(origin, '')}`); });
  await page.goto(origin + from);
  await page.waitForTimeout(4000);
  const link = page.locator(`${linkSel}:visible`).first();
  if (rest) {
    await link.hover();
    t0 = Date.now();
    log.push(`${at()} hover`);
    await page.waitForTimeout(rest);
    log.push(`${at()} click`);
    await link.click();
  } else {
    t0 = Date.now();
    await link.tap();
  }
  const tapped = Date.now();
  await page.locator(`${keySel}:visible`).first().waitFor({ timeout: 30_000 });
  log.push(`${at()} key visible (${Date.now() - tapped} ms after the click)`);
  await page.locator(`${contentSel}:visible`).first().waitFor({ timeout: 30_000 });
  log.push(`${at()} content visible (${Date.now() - tapped} ms after the click)`);
  await page.waitForTimeout(1500);
  console.log(log.join('\n'));
} finally {
  await browser.close();
}
