import { act, render } from '@testing-library/react';
import { useMediaQuery } from './use-media-query';

type Listener = () => void;
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<Listener>();
  const mql = jest.fn((query: string) => ({
    get matches() { return matches; }, media: query,
    addEventListener: (_: string, l: Listener) => listeners.add(l),
    removeEventListener: (_: string, l: Listener) => listeners.delete(l),
  }));
  return { mql, set(next: boolean) { matches = next; listeners.forEach((l) => l()); } };
}

const original = window.matchMedia;
afterEach(() => { window.matchMedia = original; });

function Probe({ seen }: { seen: boolean[] }) {
  seen.push(useMediaQuery('(max-width: 899.98px)'));
  return null;
}

it('answers from matchMedia in the very first render (no false-then-true flip that would move the layout)', () => {
  const fake = fakeMatchMedia(true);
  window.matchMedia = fake.mql as unknown as typeof window.matchMedia;
  const seen: boolean[] = [];
  render(<Probe seen={seen} />);
  expect(seen[0]).toBe(true);
  expect(seen.every(Boolean)).toBe(true);
  expect(fake.mql).toHaveBeenCalledWith('(max-width: 899.98px)');
});

it('follows changes of the query', () => {
  const fake = fakeMatchMedia(false);
  window.matchMedia = fake.mql as unknown as typeof window.matchMedia;
  const seen: boolean[] = [];
  render(<Probe seen={seen} />);
  expect(seen[0]).toBe(false);
  act(() => fake.set(true));
  expect(seen[seen.length - 1]).toBe(true);
});

it('is false where matchMedia is missing', () => {
  (window as { matchMedia?: unknown }).matchMedia = undefined;
  const seen: boolean[] = [];
  render(<Probe seen={seen} />);
  expect(seen).toEqual([false]);
});
