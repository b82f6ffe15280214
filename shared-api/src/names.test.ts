// People's names as the store accepts them (names.ts): at most 80 characters, one line, and nothing a
// mail client would turn into a link. Each pattern has cases that fail when it changes (pnpm
// test:mutation email).
import { hasWebAddress, nameProblem } from './names';

/** names.ts's limit (not exported: every exported name of a shared package is shipped to browsers). */
const MAX_NAME_LENGTH = 80;

describe('hasWebAddress', () => {
  it.each([
    // schemes, with or without slashes
    'see https://evil.example', 'see http://x', 'ftp:files', 'mailto:ana', 'JavaScript:alert(1)', 'data:text/html', 'file:x', 'x-y.z+1://host', 'ssh://host', 'http:evil', 'https:evil',
    // www hosts
    'www.evil', 'WWW2.evil', 'go to www.x',
    // host names under the top-level domains mail clients link
    'acma-login.com', 'Ana (acma-login.com)', 'evil.COM', 'a.b.net', 'x.io', 'x.co', 'x.login', 'x.tv', 'x.in', 'x.support', 'x.ru', 'x.uk',
    'exämple.de', 'x1.shop', 'pay-now.xyz',
    // a host with a path, whatever its top-level domain
    'evil.example/x', 'evil.zz/x', 'a.bc:8080/', 'ex-1.b2/c',
    // addresses
    '10.0.0.1', 'ip 192.168.1.254 here', 'ana@x',
    // look-alike dots, slashes and letters are read as what they look like
    'evil。com', 'evil｡com', 'evil︒com', 'ｅｖｉｌ.com', 'evil．com', 'evil.example／x',
  ])('finds one in %j', (text) => {
    expect(hasWebAddress(text)).toBe(true);
  });

  it.each([
    'Ana Lee', 'J. R. Smith', 'Dr. Ana Lee', 'Lee, Ana', 'Ana Lee Jr.', 'O\'Brien-Smith', 'x.comx', 'a.c', 'a.b/c',
    'x.commerce', 'x.co-op', 'company', 'www', 'awww.x', 'http', 'ftpx:x', 'web', '1.2.3', '1234.5.6.7', 'v1.2 release', 'a. com', 'a.bc:x/',
    'Ana: Lee', 'x.zz', 'Ana 12.5', 'José Núñez', '李小龍',
  ])('finds none in %j', (text) => {
    expect(hasWebAddress(text)).toBe(false);
  });
});

describe('nameProblem', () => {
  it('accepts a name', () => {
    expect(nameProblem('Ana Lee', 'Full Name')).toBeNull();
    expect(nameProblem('A'.repeat(MAX_NAME_LENGTH), 'Full Name')).toBeNull();
    expect(nameProblem('', 'Full Name')).toBeNull();
  });

  it('refuses a name longer than the limit, 80 characters unless told', () => {
    expect(nameProblem('A'.repeat(81), 'Full Name')).toBe('Full Name must be at most 80 characters');
    expect(nameProblem('A'.repeat(41), 'First name', 40)).toBe('First name must be at most 40 characters');
    expect(nameProblem('A'.repeat(40), 'First name', 40)).toBeNull();
  });

  it.each(['Ana\nLee', 'Ana\rLee', 'Ana\tLee', 'Ana\u0000', 'Ana\u200bLee', 'Ana\u2028Lee', 'Ana\u2029Lee', '\u202eAna', 'Ana\u007f'])(
    'refuses a name over more than one line or with invisible characters: %j', (name) => {
      expect(nameProblem(name, 'Full Name')).toBe('Full Name must be on one line');
    },
  );

  it('refuses a web or email address, after the length and line checks', () => {
    expect(nameProblem('Verify at https://evil.example', 'Full Name')).toBe('Full Name must be a name, without web or email addresses');
    expect(nameProblem('ana@example.com', 'Badge name')).toBe('Badge name must be a name, without web or email addresses');
    expect(nameProblem(`${'A'.repeat(80)} x.com`, 'Full Name')).toBe('Full Name must be at most 80 characters');
    expect(nameProblem('x.com\nAna', 'Full Name')).toBe('Full Name must be on one line');
  });
});
