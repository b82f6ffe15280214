import { act, render, screen } from '@testing-library/react';
import { TOAST_MS, Toaster, toast } from './toast';

beforeEach(() => { jest.useFakeTimers(); delete window.__acmaToasts; });
afterEach(() => { jest.useRealTimers(); });

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
