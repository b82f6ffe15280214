import type { LoaderFunctionArgs } from 'react-router-dom';
import { AHEAD_FRESH_MS, dataKey, forgetAhead, hasAhead, keepAhead, takeAhead, withAhead } from './route-data';

// (jsdom has no Request: the loader reads only its url)
const args = (url: string) => ({ request: { url: new URL(url, window.location.origin).href }, params: {}, context: undefined }) as unknown as LoaderFunctionArgs;

afterEach(forgetAhead);

describe('loader data read ahead (prefetch on intent)', () => {
  it('keys an address by its path and query, not its fragment or origin', () => {
    expect(dataKey('/certification/bcmas#faq')).toBe('/certification/bcmas');
    expect(dataKey(`${window.location.origin}/catalog?types=report`)).toBe('/catalog?types=report');
  });

  it('the navigation takes the answer read ahead, once, and does not read again', async () => {
    const read = jest.fn(async () => ({ productId: 1 }));
    keepAhead('/certification/bcmas', Promise.resolve({ productId: 7 }));
    const loader = withAhead(read);
    await expect(loader(args('/certification/bcmas'))).resolves.toEqual({ productId: 7 });
    expect(read).not.toHaveBeenCalled();
    // taken: the next visit reads anew
    await expect(loader(args('/certification/bcmas'))).resolves.toEqual({ productId: 1 });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('another address, a stale answer or a failed read: the loader reads', async () => {
    const read = jest.fn(async () => 'read');
    const loader = withAhead(read);
    keepAhead('/catalog', Promise.resolve('ahead'));
    await expect(loader(args('/certification/bcmas'))).resolves.toBe('read');
    const t0 = Date.now();
    keepAhead('/a', Promise.resolve('old'));
    expect(hasAhead('/a', t0 + AHEAD_FRESH_MS + 1)).toBe(false);
    expect(takeAhead('/a', t0 + AHEAD_FRESH_MS + 1)).toBeUndefined();
    const failed = Promise.reject(new Error('network'));
    keepAhead('/b', failed);
    await failed.catch(() => undefined);
    await Promise.resolve();
    expect(hasAhead('/b')).toBe(false);
    await expect(loader(args('/b'))).resolves.toBe('read');
  });

  it('an answer that fails after the navigation took it: the loader reads again', async () => {
    const read = jest.fn(async () => 'read');
    let fail: (e: Error) => void = () => undefined;
    keepAhead('/c', new Promise((_, reject) => { fail = reject; }));
    const pending = withAhead(read)(args('/c'));
    fail(new Error('network'));
    await expect(pending).resolves.toBe('read');
  });
});
