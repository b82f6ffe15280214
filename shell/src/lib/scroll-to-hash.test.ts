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
