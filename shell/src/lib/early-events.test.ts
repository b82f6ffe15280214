// The early event script's filtering (server/early-events.ts), its served text evaluated in
// jsdom: what it keeps for the replay, what it leaves to the browser, what it leaves to React.
import { createHash } from 'node:crypto';
import { EARLY_SCRIPT, EARLY_SCRIPT_HASH } from './early-events';
import { click, fieldEvent, fire, key, runEarlyScript } from './early-events.test-support';

const queued = () => window.__acmaEarly!.q.map((r) => `${r.t}:${r.e.id || r.e.localName}`);

/** A bubbling listener that sees whether the early script prevented the default, then stops it (jsdom would navigate or submit). */
function defaultSeen(el: Element, type: string): () => boolean | undefined {
  let seen: boolean | undefined;
  el.addEventListener(type, (e) => { seen = e.defaultPrevented; e.preventDefault(); });
  return () => seen;
}

beforeEach(() => {
  document.body.innerHTML = `
    <a id="link" href="#top"><span id="in-link">Catalog</span></a>
    <details><summary id="sum">More</summary><p>Answer</p></details>
    <button type="button" id="plus"><span id="in-plus">+</span></button>
    <button type="button" id="busy" aria-busy="false">Busy</button>
    <div role="button" tabindex="0" id="custom">Custom</div>
    <label id="opt-label"><input type="checkbox" id="opt"> Opt in</label>
    <input type="radio" name="r" id="r1"><input type="radio" name="r" id="r2">
    <select id="sel"><option>a</option><option>b</option></select>
    <form id="get" action="/cart/add" method="get"><input name="q" id="q-get"><button id="add">Add to Cart</button></form>
    <form id="lead"><label for="email">Email</label><input id="email" type="email"><textarea id="msg"></textarea><button id="send">Send</button><input type="submit" id="send2" value="Go"></form>`;
  runEarlyScript();
});
afterEach(() => {
  window.__acmaEarly?.stop();
  delete window.__acmaEarly;
});

test('the served text is the one its CSP hash names, and it is small', () => {
  expect(EARLY_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(EARLY_SCRIPT).digest('base64')}'`);
  expect(Buffer.byteLength(EARLY_SCRIPT)).toBeLessThanOrEqual(1500);
  expect(window.__acmaEarly).toMatchObject({ q: [], live: false });
});

test('clicks on buttons and custom controls are kept, their default prevented, the control marked busy', () => {
  const plus = document.getElementById('plus')!;
  expect(click(document.getElementById('in-plus')!)).toBe(false); // (dispatchEvent: false when prevented)
  expect(click(document.getElementById('custom')!)).toBe(false);
  expect(queued()).toEqual(['c:plus', 'c:custom']);
  expect(plus.getAttribute('aria-busy')).toBe('true');
  expect(window.__acmaEarly!.q[0]!.b).toBe(true);
  // an aria-busy of the page's own is left as it is, and not removed later
  click(document.getElementById('busy')!);
  expect(document.getElementById('busy')!.getAttribute('aria-busy')).toBe('false');
  expect(window.__acmaEarly!.q[2]!.b).toBe(false);
});

test('links, summaries, selects and text fields stay native and are not kept', () => {
  const seen = defaultSeen(document.getElementById('link')!, 'click');
  click(document.getElementById('in-link')!);
  expect(seen()).toBe(false);
  click(document.getElementById('sum')!);
  expect((document.querySelector('details') as HTMLDetailsElement).open).toBe(true);
  click(document.getElementById('sel')!);
  click(document.getElementById('email')!);
  click(document.querySelector('label[for=email]')!);
  expect(queued()).toEqual([]);
});

test('a form with an action submits natively; one without is held: its submit buttons and its submission are kept', () => {
  const add = defaultSeen(document.getElementById('add')!, 'click');
  click(document.getElementById('add')!);
  expect(add()).toBe(false);
  const get = defaultSeen(document.getElementById('get')!, 'submit');
  fire(document.getElementById('get')!, new Event('submit', { bubbles: true, cancelable: true }));
  expect(get()).toBe(false);
  expect(queued()).toEqual([]);

  let submitted = 0;
  document.getElementById('lead')!.addEventListener('submit', (e) => { submitted++; e.preventDefault(); });
  expect(click(document.getElementById('send')!)).toBe(false);
  expect(click(document.getElementById('send2')!)).toBe(false);
  expect(submitted).toBe(0); // the prevented clicks submitted nothing
  const lead = defaultSeen(document.getElementById('lead')!, 'submit');
  fire(document.getElementById('lead')!, new Event('submit', { bubbles: true, cancelable: true }));
  expect(lead()).toBe(true);
  expect(queued()).toEqual(['c:send', 'c:send2', 's:lead']);
});

test('a checkbox or radio is not toggled (React keeps its state) and its click is kept, once, from the box or its label', () => {
  const opt = document.getElementById('opt') as HTMLInputElement;
  click(opt);
  expect(opt.checked).toBe(false);
  click(document.getElementById('opt-label')!);
  expect(opt.checked).toBe(false);
  click(document.getElementById('r2')!);
  expect((document.getElementById('r2') as HTMLInputElement).checked).toBe(false);
  expect(queued()).toEqual(['c:opt', 'c:opt', 'c:r2']);
  expect(window.__acmaEarly!.q.map((r) => r.e)).toEqual([opt, opt, document.getElementById('r2')]);
});

test('Enter and Space on a custom control are kept (not on native controls, not other keys)', () => {
  expect(key(document.getElementById('custom')!, 'Enter')).toBe(false);
  expect(key(document.getElementById('custom')!, ' ')).toBe(false);
  key(document.getElementById('custom')!, 'a');
  key(document.getElementById('plus')!, 'Enter');
  key(document.getElementById('email')!, 'Enter');
  expect(window.__acmaEarly!.q.map((r) => `${r.t}:${r.e.id}:${r.k}:${r.c}`)).toEqual(['k:custom:Enter:Enter', 'k:custom: :Space']);
});

test('fields that change are noted once each, in order', () => {
  const email = document.getElementById('email') as HTMLInputElement;
  for (const ch of ['a', 'ab']) { email.value = ch; fieldEvent(email, 'input'); }
  fieldEvent(document.getElementById('sel')!, 'change');
  fieldEvent(email, 'change');
  fieldEvent(document.getElementById('msg')!, 'input');
  expect(queued()).toEqual(['f:email', 'f:sel', 'f:msg']);
});

test('untrusted events (a script\'s) are ignored; at most 20 actions are kept; stop() ends the watch', () => {
  const plus = document.getElementById('plus')!;
  expect(plus.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
  expect(queued()).toEqual([]);
  for (let i = 0; i < 25; i++) click(plus);
  expect(queued()).toHaveLength(20);
  // past the limit a click is left alone (it would not be replayed)
  expect(click(plus)).toBe(true);
  window.__acmaEarly!.stop();
  expect(window.__acmaEarly!.live).toBe(true);
  const opt = document.getElementById('opt') as HTMLInputElement;
  click(opt);
  expect(opt.checked).toBe(true);
  expect(queued()).toHaveLength(20);
});

describe('what React already handles is left to React', () => {
  test('an element React rendered or hydrated (its fiber mark) is not kept', () => {
    const plus = document.getElementById('plus')!;
    Object.assign(plus, { __reactFiber$x1: {} });
    click(plus);
    key(Object.assign(document.getElementById('custom')!, { __reactFiber$x1: {} }), 'Enter');
    expect(queued()).toEqual([]);
  });

  test('inside a root being hydrated, React replays clicks itself; a checkbox\'s click and a field are still kept', () => {
    const root = document.createElement('div');
    root.innerHTML = '<button type="button" id="h-btn">+</button><input type="checkbox" id="h-box"><input id="h-text">';
    document.body.append(root);
    const state = { isDehydrated: true };
    Object.assign(root, { __reactContainer$x1: { stateNode: { current: { memoizedState: state } } } });
    click(document.getElementById('h-btn')!);
    click(document.getElementById('h-box')!);
    fieldEvent(document.getElementById('h-text')!, 'input');
    expect(queued()).toEqual(['c:h-box', 'f:h-text']);
  });

  test('inside a part still to hydrate once the root has committed (a Suspense boundary: React\'s mark on an ancestor only), React hydrates it at the click: not kept', () => {
    const area = document.createElement('main');
    area.innerHTML = '<!--$--><div><button type="button" id="later-btn">+</button><input type="checkbox" id="later-box"><input id="later-text"></div><!--/$-->';
    document.body.append(area);
    Object.assign(area, { __reactFiber$x1: {} });
    click(document.getElementById('later-btn')!);
    click(document.getElementById('later-box')!);
    fieldEvent(document.getElementById('later-text')!, 'input');
    expect(queued()).toEqual(['c:later-box', 'f:later-text']);
    // and right under a committed root, without any mark between: the same
    const root = document.createElement('div');
    root.innerHTML = '<button type="button" id="top-btn">+</button>';
    document.body.append(root);
    Object.assign(root, { __reactContainer$x1: { stateNode: { current: { memoizedState: { isDehydrated: false } } } } });
    click(document.getElementById('top-btn')!);
    expect(queued()).toEqual(['c:later-box', 'f:later-text']);
  });
});
