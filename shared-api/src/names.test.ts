// People's names as the store accepts them (names.ts): at most 80 characters, one line, and nothing a
// mail client would turn into a link, found with linkify-it and every top-level domain. Each pattern
// has cases that fail when it changes (pnpm test:mutation email).
import { hasWebAddress, nameProblem } from './names';

/** names.ts's limit (not exported: every exported name of a shared package is shipped to browsers). */
const MAX_NAME_LENGTH = 80;
const NOT_A_NAME = 'Full Name must be a name, without web or email addresses';

/** Host names the hand list of common top-level domains let through. */
const FULL_LIST_ATTACKS = [
  'payroll-verify.ca Smith', 'Ana verify.it', 'studio-login.nl', 'invoice.zip', 'clip.mov', 'пример.рф', 'xn--e1afmkfd.xn--p1ai',
  'bücher.de', 'localhost:8080',
];

/** Real names, some with the dots and words a full list of top-level domains makes risky. */
const REAL_NAMES = [
  'Dr. Jane Smith', 'J. R. R. Tolkien', 'J.R.R. Tolkien', 'Mary-Jane O\'Neil', 'José Álvarez-Núñez', 'Anh Nguyễn', '李小龙', '李小龍',
  'Jean-Luc Picard Jr.', 'St. John Smythe', 'Prof. Ada Lovelace, PhD', 'O\'Brien-McCarthy', 'Anne-Marie O\'Neil', 'Dr. St.Clair',
  'Mary Smith Jr.', 'Ma. Teresa Cruz', 'Björk Guðmundsdóttir', 'Zoë Saldaña', 'Ngũgĩ wa Thiong\'o', 'Владимир Иванов', 'Σωκράτης Παπαδόπουλος',
  'محمد علي', 'Dr. med. Hans Müller', 'Dr. Black', 'Jane Gold', 'Kim Ford', 'Li Na', 'Chidi Ng', 'Louis XIV', 'Mr. J. Smith Sr.',
  // dotted initials: capital initials with their dots, then a capitalised word (ford, kim, sc, li, ng are top-level domains)
  'A.Smith', 'J.Ford', 'J.R.Kim', 'John Smith, B.Sc', 'Ana Lee, M.Sc.', 'J.Li', 'C.Ng', 'Y.Lu Chen', 'Д.Иванов',
];

describe('hasWebAddress', () => {
  it.each([
    // schemes, with or without slashes
    'see https://evil.example', 'see http://x', 'ftp:files', 'mailto:ana', 'JavaScript:alert(1)', 'data:text/html', 'file:x', 'x-y.z+1://host', 'ssh://host', 'http:evil', 'https:evil',
    '//evil.com',
    // www hosts
    'www.evil', 'WWW2.evil', 'go to www.x',
    // host names under the top-level domains mail clients link, in any spelling
    'acma-login.com', 'Ana (acma-login.com)', 'evil.COM', 'a.b.net', 'x.io', 'x.co', 'x.login', 'x.tv', 'x.in', 'x.support', 'x.ru', 'x.uk',
    'exämple.de', 'x1.shop', 'pay-now.xyz', 'J.Com', 'A.Me',
    // host names under any top-level domain (the full list), IDNs and their xn-- forms
    ...FULL_LIST_ATTACKS, 'payroll-verify.CA', 'Smith (verify.ca)', 'evil.ca.', 'Ana Lee evil.bank', 'x.ford', 'bücher.DE',
    'xn--bcher-kva.de', 'ex.xn--p1ai', 'Ana Lee, shop.africa', 'ex。ca',
    // ... a dotted initial written in lower case, or with a longer first label, is a host
    'j.ford', 'J.LI', 'Dr.Black', 'Dr.med. Hans', 'Mr.Kim', 'Ana.Gold', 'J.Ford/x', 'J.Ford:8080', 'Acme Co.Ltd', 'Sr.Engineer',
    // a host with a path, whatever its top-level domain
    'evil.example/x', 'evil.zz/x', 'a.bc:8080/', 'ex-1.b2/c',
    // localhost and any host with a port
    'localhost', 'LOCALHOST here', 'localhost:3000', 'intranet:8080', 'my-host.internal:443', 'see ａｂｃ：８０８０',
    // addresses
    '10.0.0.1', 'ip 192.168.1.254 here', 'ana@x', 'ana@x.com', '2001:db8::1', '::1', 'fe80::1ff:fe23:4567:890a', '[::1]', '2001:0db8:0000:0000:0000:ff00:0042:8329',
    // look-alike dots, slashes and letters are read as what they look like
    'evil。com', 'evil｡com', 'evil︒com', 'ｅｖｉｌ.com', 'evil．com', 'evil.example／x',
  ])('finds one in %j', (text) => {
    expect(hasWebAddress(text)).toBe(true);
  });

  it.each([
    'Ana Lee', 'J. R. Smith', 'Dr. Ana Lee', 'Lee, Ana', 'Ana Lee Jr.', 'O\'Brien-Smith', 'x.comx', 'a.c', 'a.b/c',
    'x.commerce', 'x.co-op', 'company', 'www', 'awww.x', 'http', 'ftpx:x', 'web', '1.2.3', '1234.5.6.7', 'v1.2 release', 'a. com', 'a.bc:x/',
    'Ana: Lee', 'x.zz', 'Ana 12.5', 'José Núñez', '李小龍', 'localhosts', 'Ana::Lee', 'Ana 10:30', 'Lee:1', 'Ana ::', 'evil . ca', 'Ana Lee.',
    'Acme Co. Ltd', 'Acme Co., Ltd.', 'Acme Pte. Ltd.', 'Sr. Engineer',
    ...REAL_NAMES,
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

  it.each(REAL_NAMES)('accepts the real name %j', (name) => {
    expect(nameProblem(name, 'Full Name')).toBeNull();
  });

  it.each(FULL_LIST_ATTACKS)('refuses %j with the address message', (name) => {
    expect(nameProblem(name, 'Full Name')).toBe(NOT_A_NAME);
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

  // `=?utf-8?b?VVJHRU5UIHBheSBodHRwczovL2V2aWwuZXhhbXBsZS9p?=` is "URGENT pay https://evil.example/i"
  // to a mail program that decodes it: the address checks cannot see it, so the spelling is refused
  it.each([
    '=?utf-8?b?VVJHRU5UIHBheSBodHRwczovL2V2aWwuZXhhbXBsZS9p?=',
    'Ana =?UTF-8?Q?Lee_=E2=80=94_pay_now?=',
    '=?iso-8859-1?q?Jos=E9?=',
    '=??B?QW5h?=',
  ])('refuses a name written as an encoded word: %j', (name) => {
    expect(nameProblem(name, 'Name')).toBe('Name must be a name written as plain text, not encoded (=?…?=)');
  });

  it.each(['Ana = Lee', 'Ana?', '=?', 'Ana (=?) Lee', 'Ana=?Lee?=', 'Mary-Jane ?= O\'Neil'])('still accepts a name with = or ? that is not an encoded word: %j', (name) => {
    expect(nameProblem(name, 'Name')).toBeNull();
  });

  it('refuses a web or email address, after the length and line checks', () => {
    expect(nameProblem('Verify at https://evil.example', 'Full Name')).toBe(NOT_A_NAME);
    expect(nameProblem('ana@example.com', 'Badge name')).toBe('Badge name must be a name, without web or email addresses');
    expect(nameProblem(`${'A'.repeat(80)} x.com`, 'Full Name')).toBe('Full Name must be at most 80 characters');
    expect(nameProblem('x.com\nAna', 'Full Name')).toBe('Full Name must be on one line');
    expect(nameProblem('payroll-verify.ca\nAna', 'Full Name')).toBe('Full Name must be on one line');
  });
});
