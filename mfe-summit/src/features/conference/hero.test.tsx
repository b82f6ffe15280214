import { act, render, screen } from '@testing-library/react';
import { parseSummitContent } from '../../lib/summit-content';
import { contentFixture } from '../../test/fixtures';
import { Hero } from './hero';

function mockMatchMedia(mobile: boolean) {
  window.matchMedia = jest.fn().mockImplementation((q: string) => ({
    matches: mobile && q.includes('max-width'), media: q, addEventListener: jest.fn(), removeEventListener: jest.fn(),
  }));
}

const content = parseSummitContent(contentFixture(), 's')!;
const states = () => screen.getAllByTestId('hero-state');

describe('Hero', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => { jest.useRealTimers(); jest.restoreAllMocks(); });

  it('alternates on mobile every 10 s with a 500 ms transition, not announced', () => {
    mockMatchMedia(true);
    render(<Hero content={content} />);
    const box = screen.getByTestId('hero-states');
    expect(box).toHaveAttribute('aria-live', 'off');
    expect(box).toHaveAttribute('data-active', '0');
    expect(states()[1]).toHaveAttribute('data-shown', 'false');
    act(() => { jest.advanceTimersByTime(10_000); });
    expect(box).toHaveAttribute('data-active', '0'); // fading out
    act(() => { jest.advanceTimersByTime(499); });
    expect(box).toHaveAttribute('data-active', '0');
    act(() => { jest.advanceTimersByTime(1); });
    expect(box).toHaveAttribute('data-active', '1');
    expect(states()[0]).toHaveAttribute('data-shown', 'false');
    expect(states()[1]).toHaveAttribute('data-shown', 'true');
    act(() => { jest.advanceTimersByTime(10_500); });
    expect(box).toHaveAttribute('data-active', '0');
  });

  it('never swaps on desktop (CSS shows both states there)', () => {
    mockMatchMedia(false);
    render(<Hero content={content} />);
    act(() => { jest.advanceTimersByTime(60_000); });
    expect(screen.getByTestId('hero-states')).toHaveAttribute('data-active', '0');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('has the same markup on a phone and on a wide screen (the server does not know the viewport)', () => {
    mockMatchMedia(true);
    const phone = render(<Hero content={content} />);
    const phoneHtml = phone.container.innerHTML;
    phone.unmount();
    mockMatchMedia(false);
    const wide = render(<Hero content={content} />);
    expect(wide.container.innerHTML).toBe(phoneHtml);
  });

  it('takes an injected clock', () => {
    mockMatchMedia(true);
    const clock = { setInterval: jest.fn(() => 1), clearInterval: jest.fn(), setTimeout: jest.fn(() => 2), clearTimeout: jest.fn() };
    const { unmount } = render(<Hero content={content} clock={clock} />);
    expect(clock.setInterval).toHaveBeenCalledWith(expect.any(Function), 10_000);
    unmount();
    expect(clock.clearInterval).toHaveBeenCalledWith(1);
  });
});
