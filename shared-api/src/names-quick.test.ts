// The browser's entry to the name rule (names-quick.ts): the checks without a library until
// loadNameRule(), names.ts's answers after it; never more than names.ts refuses.
import * as rule from './names';
import { hasWebAddress, loadNameRule, nameProblem, quickFindsAddress, asShown } from './names-quick';

const NOT_A_NAME = 'Full Name must be a name, without web or email addresses';
/** Found by names.ts only (linkify-it and the full list of top-level domains; localhost, ports, IPv6). */
const FULL_LIST_ONLY = [
  'payroll-verify.ca Smith', 'Ana verify.it', 'studio-login.nl', 'invoice.zip', 'clip.mov', 'пример.рф', 'xn--e1afmkfd.xn--p1ai', 'j.ford',
  'localhost', 'localhost:8080', 'intranet:8080', '2001:db8::1',
];
/** Found without the library as well. */
const QUICK = [
  'https://evil.example', 'www.evil', 'acma-login.com', 'bücher.de', 'J.Com', 'evil.zz/x', '10.0.0.1', 'ana@x', 'evil。com',
];
const NAMES = ['Dr. Jane Smith', 'J. R. R. Tolkien', 'José Álvarez-Núñez', 'Anh Nguyễn', '李小龙', 'J.Ford', 'John Smith, B.Sc', 'Ana 10:30', 'Ana: Lee'];

describe('before loadNameRule(): the checks that need no library', () => {
  it.each(QUICK)('finds the address in %j', (text) => {
    expect(hasWebAddress(text)).toBe(true);
    expect(nameProblem(text, 'Full Name')).toBe(NOT_A_NAME);
  });

  it.each(FULL_LIST_ONLY)('leaves %j to names.ts (and the API)', (text) => {
    expect(nameProblem(text, 'Full Name')).toBeNull();
  });

  it('keeps the length and line checks and their messages', () => {
    expect(nameProblem('A'.repeat(81), 'Full Name')).toBe('Full Name must be at most 80 characters');
    expect(nameProblem('A'.repeat(41), 'First name', 40)).toBe('First name must be at most 40 characters');
    expect(nameProblem('Ana\u200bLee', 'Full Name')).toBe('Full Name must be on one line');
    expect(nameProblem('Ana Lee', 'Full Name')).toBeNull();
  });

  it('refuses nothing names.ts accepts', () => {
    for (const text of [...QUICK, ...FULL_LIST_ONLY, ...NAMES]) {
      if (quickFindsAddress(asShown(text))) expect(rule.hasWebAddress(text)).toBe(true);
    }
  });
});

describe('after loadNameRule(): names.ts', () => {
  beforeAll(() => loadNameRule());

  it.each([...QUICK, ...FULL_LIST_ONLY])('finds the address in %j', (text) => {
    expect(hasWebAddress(text)).toBe(true);
    expect(nameProblem(text, 'Full Name')).toBe(NOT_A_NAME);
  });

  it.each(NAMES)('accepts the name %j', (text) => {
    expect(hasWebAddress(text)).toBe(false);
    expect(nameProblem(text, 'Full Name')).toBeNull();
  });

  it('loads once, and answers at once when called again', async () => {
    const first = loadNameRule();
    expect(loadNameRule()).toBe(first);
    await expect(first).resolves.toBeUndefined();
    expect(nameProblem('A'.repeat(41), 'First name', 40)).toBe('First name must be at most 40 characters');
  });
});

describe('loadNameRule() when names.ts cannot be loaded', () => {
  afterEach(() => jest.dontMock('./names'));

  it('resolves, keeps the checks without a library, and tries again on the next call', async () => {
    await jest.isolateModulesAsync(async () => {
      let offline = true;
      jest.doMock('./names', () => {
        if (offline) throw new Error('ChunkLoadError');
        return jest.requireActual('./names');
      });
      const quick = await import('./names-quick');
      await expect(quick.loadNameRule()).resolves.toBeUndefined();
      expect(quick.nameProblem('invoice.zip', 'Full Name')).toBeNull();
      expect(quick.nameProblem('invoice.com', 'Full Name')).toBe(NOT_A_NAME);
      offline = false;
      await quick.loadNameRule();
      expect(quick.nameProblem('invoice.zip', 'Full Name')).toBe(NOT_A_NAME);
    });
  });
});
