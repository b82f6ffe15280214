// The replay (app-live.ts) with React 19 itself: a page rendered by react-dom/server, the buyer's
// clicks, keys and typing on it before hydration (kept by the served early script), then
// hydrateRoot and markAppLive(): every action happens once, the typed text is React's.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { markAppLive, replayEarly, type EarlyRecord } from './app-live';
import { click, fieldEvent, key, runEarlyScript } from './early-events.test-support';

/** A page with a counter, a lead form (controlled field, checkbox, submit handler) and a custom control. */
function Page({ onLive }: { onLive?: () => void }) {
  const [n, setN] = useState(0);
  const [email, setEmail] = useState('');
  const [optIn, setOptIn] = useState(false);
  const [sent, setSent] = useState('');
  useEffect(() => { onLive?.(); }, [onLive]);
  return (
    <main>
      <button type="button" id="plus" onClick={() => setN((c) => c + 1)}>Add seat</button>
      <div role="button" tabIndex={0} id="ten" onKeyDown={(e) => { if (e.key === 'Enter') setN((c) => c + 10); }}>Ten seats</div>
      <output id="n">{n}</output>
      <form onSubmit={(e) => { e.preventDefault(); setSent(`${email} ${optIn ? 'opted in' : 'no'}`); }}>
        <input aria-label="Email" id="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <label><input type="checkbox" id="opt" checked={optIn} onChange={(e) => setOptIn(e.target.checked)} /> Keep me posted</label>
        <button id="send">Send</button>
      </form>
      <p id="sent">{sent}</p>
      <p id="state">{email}</p>
    </main>
  );
}

const $ = <T extends Element = HTMLElement>(id: string) => document.getElementById(id) as unknown as T;
/** The buyer types `text` (the browser changes the value, then fires input). */
function type(el: HTMLInputElement, text: string) {
  for (const ch of text) {
    el.value += ch;
    fieldEvent(el, 'input');
  }
}

let root: Root | null = null;
let container: HTMLElement;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
});
afterEach(() => {
  root?.unmount();
  root = null;
  container.remove();
  window.__acmaEarly?.stop();
  delete window.__acmaEarly;
  document.documentElement.removeAttribute('data-live');
});

/** Hydrates the page; resolves once its first commit's effects ran. */
async function hydrate(onLive?: () => void) {
  let live = false;
  root = hydrateRoot(container, <Page onLive={() => { live = true; onLive?.(); }} />);
  await waitFor(() => expect(live).toBe(true));
}

test('without the replay, React 19 keeps pre-hydration input on screen but not in its state, and loses clicks', async () => {
  // (what the early script is for: React's own behaviour, checked here so a React change shows)
  click($('plus'));
  type($('email'), 'ann@example.com');
  click($('opt')); // the browser toggles the box
  await hydrate();
  expect($('n').textContent).toBe('0'); // the click is lost
  expect($<HTMLInputElement>('email').value).toBe('ann@example.com'); // the text stays on screen…
  expect($('state').textContent).toBe(''); // …but not in React's state
  expect($<HTMLInputElement>('opt').checked).toBe(true); // the box shows checked…
  click($('send'));
  await waitFor(() => expect($('sent').textContent).toBe(' no')); // …and both are lost on submit
  // the buyer's next click on the box is read as no change: the box stays checked, the state turns true
  click($('opt'));
  await waitFor(() => expect($<HTMLInputElement>('opt').checked).toBe(true));
});

test('markAppLive replays every kept action once, in order, after the typed text became React\'s', async () => {
  runEarlyScript();
  click($('plus'));
  click($('plus'));
  key($('ten'), 'Enter');
  type($('email'), 'ann@example.com');
  click($('opt'));
  expect($<HTMLInputElement>('opt').checked).toBe(false); // not toggled before React has it
  click($('send'));
  expect(window.__acmaEarly!.q.map((r) => `${r.t}:${r.e.id}`)).toEqual(['c:plus', 'c:plus', 'k:ten', 'f:email', 'c:opt', 'c:send']);
  expect($('plus').getAttribute('aria-busy')).toBe('true');

  // (jsdom's performance has no user timing: the mark is watched)
  const mark = jest.fn();
  Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
  await hydrate(markAppLive);
  expect(window.__acmaEarly!.live).toBe(true); // the early listeners are gone at once
  await waitFor(() => expect(document.documentElement.hasAttribute('data-live')).toBe(true));
  expect($('n').textContent).toBe('12');
  expect($<HTMLInputElement>('email').value).toBe('ann@example.com');
  expect($('state').textContent).toBe('ann@example.com');
  expect($<HTMLInputElement>('opt').checked).toBe(true);
  expect($('sent').textContent).toBe('ann@example.com opted in');
  expect($('plus').hasAttribute('aria-busy')).toBe(false);
  expect(window.__acmaEarly!.q).toEqual([]);
  expect(mark.mock.calls).toEqual([['app-live']]);
  // the app is live: a click now is React's, once
  click($('plus'));
  await waitFor(() => expect($('n').textContent).toBe('13'));
  // and a second call replays nothing more
  markAppLive();
  await new Promise((r) => setTimeout(r, 10));
  expect($('n').textContent).toBe('13');
  expect(mark).toHaveBeenCalledTimes(1);
});

test('replayEarly: a field left as React has it is not replayed; an element gone from the page is skipped, its busy mark removed', async () => {
  await hydrate();
  const gone = document.createElement('button');
  gone.setAttribute('aria-busy', 'true');
  let clicked = 0;
  gone.addEventListener('click', () => clicked++);
  const records: EarlyRecord[] = [{ t: 'f', e: $('email') }, { t: 'c', e: gone, b: true }];
  replayEarly(records);
  expect(clicked).toBe(0);
  expect(gone.hasAttribute('aria-busy')).toBe(false);
  expect($('state').textContent).toBe('');
  // a field React has never heard of the buyer's value for (its state came back to the served value)
  const email = $<HTMLInputElement>('email');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(email, 'bo@example.com');
  replayEarly([{ t: 'f', e: email }]);
  await waitFor(() => expect($('state').textContent).toBe('bo@example.com'));
});

test('typing kept before hydration survives a render of the page between the commit and the replay', async () => {
  // (the catalog's search box on a real page: the first update after hydration, e.g. the account
  // area's once sign-in is checked, renders the controlled field with React's value before the replay)
  function Search({ onLive }: { onLive: () => void }) {
    const [q, setQ] = useState('');
    // a store whose state in the browser is not the server's (as the sign-in state): React renders
    // again, synchronously, right after the hydration's effects
    const signedIn = useSyncExternalStore(() => () => undefined, () => 1, () => 0);
    useEffect(() => { onLive(); }, [onLive]);
    return <><input aria-label="Search" id="q" value={q} onChange={(e) => setQ(e.target.value)} /><p id="q-state">{q}</p><i id="renders">{signedIn}</i></>;
  }
  container.innerHTML = renderToString(<Search onLive={() => undefined} />);
  // (a fresh module: markAppLive works once per page, and an earlier test used it)
  let fresh!: typeof markAppLive;
  jest.isolateModules(() => { fresh = (jest.requireActual('./app-live') as { markAppLive: typeof markAppLive }).markAppLive; });
  runEarlyScript();
  type($('q'), 'pacs');
  let live = false;
  root = hydrateRoot(container, <Search onLive={() => { live = true; fresh(); }} />);
  await waitFor(() => expect(live).toBe(true));
  await waitFor(() => expect(document.documentElement.hasAttribute('data-live')).toBe(true));
  expect($('renders').textContent).toBe('1'); // the page rendered again before the replay
  expect($('q-state').textContent).toBe('pacs');
  expect($<HTMLInputElement>('q').value).toBe('pacs');
});

describe('while React hydrates (hydrateRoot called, not committed)', () => {
  test('React replays a click itself; a checkbox it would read as no change is kept and replayed once', async () => {
    const early = runEarlyScript();
    let live = false;
    root = hydrateRoot(container, <Page onLive={() => { live = true; }} />);
    // the root is created, its hydration scheduled: React's listeners are on the container
    click($('opt'));
    // the box's click is kept (React hydrated the page at the click, and read the box as unchanged)
    expect(early.q.map((r) => `${r.t}:${r.e.id}`)).toEqual(['c:opt']);
    // now hydrated: React has the button
    click($('plus'));
    expect(early.q).toHaveLength(1);
    await waitFor(() => expect(live).toBe(true));
    expect($('n').textContent).toBe('1');
    expect($<HTMLInputElement>('opt').checked).toBe(false);
    early.stop();
    replayEarly(early.q.splice(0));
    expect($<HTMLInputElement>('opt').checked).toBe(true);
    click($('send'));
    await waitFor(() => expect($('sent').textContent).toBe(' opted in'));
    expect($('n').textContent).toBe('1');
  });

  test('without the early script, the box toggled during hydration is not in React\'s state (React 19)', async () => {
    let live = false;
    root = hydrateRoot(container, <Page onLive={() => { live = true; }} />);
    click($('opt'));
    await waitFor(() => expect(live).toBe(true));
    expect($<HTMLInputElement>('opt').checked).toBe(true);
    click($('send'));
    await waitFor(() => expect($('sent').textContent).toBe(' no'));
  });
});
