// docs/behaviour.md (Accessibility): toasts go to two live regions present from the first render, assertive for
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

it('one toast per kind: a quick repeat updates the shown toast in place and restarts its time', () => {
  render(<Toaster />);
  let first = 0;
  act(() => { first = toast('BCMAS added to your cart', 'success'); });
  const el = screen.getByText('BCMAS added to your cart').parentElement!;
  act(() => { jest.advanceTimersByTime(TOAST_MS - 500); });
  let again = 0;
  act(() => { again = toast('PACS added to your cart', 'success'); toast('CSPP added to your cart', 'success'); });
  expect(again).toBe(first);
  const shown = screen.getByTestId('toasts-polite').children;
  expect(shown).toHaveLength(1);
  expect(shown[0]).toBe(el); // the same element, its text replaced
  expect(el).toHaveTextContent('CSPP added to your cart');
  // the first toast's timer no longer applies: still shown after its original end
  act(() => { jest.advanceTimersByTime(1000); });
  expect(screen.getByText('CSPP added to your cart')).toBeInTheDocument();
  act(() => { jest.advanceTimersByTime(TOAST_MS); });
  expect(screen.getByTestId('toasts-polite').children).toHaveLength(0);
});

it('toasts of different kinds are shown side by side', () => {
  render(<Toaster />);
  act(() => { toast('Please answer all questions', 'error'); toast('Saved', 'success'); toast('Please enter a name', 'error'); });
  expect(screen.getByTestId('toasts-assertive').children).toHaveLength(1);
  expect(screen.getByTestId('toasts-assertive')).toHaveTextContent('Please enter a name');
  expect(screen.getByTestId('toasts-polite').children).toHaveLength(1);
});
