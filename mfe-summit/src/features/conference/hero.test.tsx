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
    expect(states()[1]).toHaveAttribute('aria-hidden', 'true');
    act(() => { jest.advanceTimersByTime(10_000); });
    expect(box).toHaveAttribute('data-active', '0'); // fading out
    act(() => { jest.advanceTimersByTime(499); });
    expect(box).toHaveAttribute('data-active', '0');
    act(() => { jest.advanceTimersByTime(1); });
    expect(box).toHaveAttribute('data-active', '1');
    expect(states()[0]).toHaveAttribute('aria-hidden', 'true');
    expect(states()[1]).not.toHaveAttribute('aria-hidden');
    act(() => { jest.advanceTimersByTime(10_500); });
    expect(box).toHaveAttribute('data-active', '0');
  });

  it('shows both states and never swaps on desktop', () => {
    mockMatchMedia(false);
    render(<Hero content={content} />);
    act(() => { jest.advanceTimersByTime(60_000); });
    expect(screen.getByTestId('hero-states')).toHaveAttribute('data-active', 'all');
    for (const s of states()) expect(s).not.toHaveAttribute('aria-hidden');
    expect(jest.getTimerCount()).toBe(0);
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
