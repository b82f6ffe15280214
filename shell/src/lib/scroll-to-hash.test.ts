import { scrollToHash } from './scroll-to-hash';

afterEach(() => { document.body.innerHTML = ''; });

it('scrolls to a target that the new page renders later (an in-site link to /terms#refund)', async () => {
  const cancel = scrollToHash('#refund');
  const h2 = document.createElement('h2');
  h2.id = 'refund';
  const spy = jest.fn();
  h2.scrollIntoView = spy;
  document.body.append(h2); // the remote page renders after the route change
  await new Promise((r) => setTimeout(r, 0));
  expect(spy).toHaveBeenCalledWith({ block: 'start' });
  cancel();
});

it('scrolls at once to a target already in the page, and stops waiting when cancelled', async () => {
  const here = document.createElement('section');
  here.id = 'a b';
  here.scrollIntoView = jest.fn();
  document.body.append(here);
  scrollToHash('#a%20b')();
  expect(here.scrollIntoView).toHaveBeenCalledTimes(1);

  const cancel = scrollToHash('#later');
  cancel();
  const late = document.createElement('div');
  late.id = 'later';
  late.scrollIntoView = jest.fn();
  document.body.append(late);
  await new Promise((r) => setTimeout(r, 0));
  expect(late.scrollIntoView).not.toHaveBeenCalled();
});

it('on a link followed in the site the target also takes focus, without a second scroll from the focus', () => {
  const h2 = document.createElement('h2');
  h2.id = 'refund';
  h2.scrollIntoView = jest.fn();
  document.body.append(h2);
  scrollToHash('#refund', document, { focus: true })();
  expect(document.activeElement).toBe(h2);
  expect(h2.getAttribute('tabindex')).toBe('-1');
  expect(h2.scrollIntoView).toHaveBeenCalledTimes(1);
  // a fresh load (no focus option) leaves focus alone
  const other = document.createElement('section');
  other.id = 'other';
  other.scrollIntoView = jest.fn();
  document.body.append(other);
  scrollToHash('#other')();
  expect(document.activeElement).toBe(h2);
  expect(other.hasAttribute('tabindex')).toBe(false);
});
