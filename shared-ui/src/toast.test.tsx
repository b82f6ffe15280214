// README (Accessibility): toasts go to two live regions present from the first render, assertive for
// errors and warnings, polite otherwise.
import { act, render, screen } from '@testing-library/react';
import { dismissToast, toast, Toaster, TOAST_MS, type ToastKind } from './toast';

beforeEach(() => {
  jest.useFakeTimers();
  delete window.__acmaToasts;
});
afterEach(() => jest.useRealTimers());

const region = (live: 'assertive' | 'polite') => {
  const all = document.querySelectorAll(`[aria-live="${live}"]`);
  expect(all).toHaveLength(1);
  return all[0] as HTMLElement;
};

it('both live regions are in the page, empty, before any toast', () => {
  render(<Toaster />);
  expect(region('assertive')).toBeEmptyDOMElement();
  expect(region('polite')).toBeEmptyDOMElement();
});

it.each<[ToastKind, 'assertive' | 'polite']>([
  ['error', 'assertive'], ['warning', 'assertive'], ['success', 'polite'], ['info', 'polite'],
])('a %s toast is announced in the %s region only', (kind, live) => {
  render(<Toaster />);
  act(() => { toast(`A ${kind} message`, kind); });
  const other = live === 'assertive' ? 'polite' : 'assertive';
  expect(region(live)).toHaveTextContent(`A ${kind} message`);
  expect(region(other)).toBeEmptyDOMElement();
  expect(screen.getByText(`A ${kind} message`).closest('[data-kind]')).toHaveAttribute('data-kind', kind);
});

it('the default kind is an error (assertive); a toast leaves after TOAST_MS or when dismissed', () => {
  render(<Toaster />);
  act(() => { toast('Something failed'); });
  expect(region('assertive')).toHaveTextContent('Something failed');
  act(() => { jest.advanceTimersByTime(TOAST_MS - 1); });
  expect(region('assertive')).toHaveTextContent('Something failed');
  act(() => { jest.advanceTimersByTime(1); });
  expect(region('assertive')).toBeEmptyDOMElement();
  let id = 0;
  act(() => { id = toast('Saved', 'success'); });
  act(() => { dismissToast(id); });
  expect(region('polite')).toBeEmptyDOMElement();
});

it('the same message again replaces the earlier one instead of stacking', () => {
  render(<Toaster />);
  act(() => { toast('Twice', 'warning'); toast('Twice', 'warning'); });
  expect(screen.getAllByText('Twice')).toHaveLength(1);
});
