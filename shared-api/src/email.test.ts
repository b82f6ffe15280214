// The store's one email check (email.ts), part by part: every character class, quantifier, anchor
// and length bound of the pattern has a case that fails when it changes (pnpm test:mutation email).
// api/test/email-check.test.ts walks the same decision through the pages and the API.
import { EMAIL_MAX_LENGTH, isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    'ana@pharma.example', 'Ana.Lee@Pharma.Example.com', "o'brien+quiz@hospital.org", 'first.middle.last@sub.domain.co', 'a@b.co',
    // every character of the dot-separated parts of the local part, then of its last part
    'A.b@x.com', 'z.b@x.com', '0.b@x.com', '_.b@x.com', "'.b@x.com", '+.b@x.com', '-.b@x.com', 'ab.cd.ef@x.com',
    "xA_0'+-z@x.com", "x'y@x.com",
    // every character its last one may be
    'aZ@x.com', 'az@x.com', 'a9@x.com', 'a_@x.com', 'a+@x.com', 'a-@x.com', 'Z@x.com',
    // domain labels: first character a letter or digit, then letters, digits and hyphens
    'a@Bx.com', 'a@bx.com', 'a@9x.com', 'a@xB.com', 'a@x9.com', 'a@x-y.com', 'a@x--y.com', 'a@b.c.d.example.org',
    // top-level domain: two letters or more, either case
    'a@x.COM', 'a@x.museum', 'a@x.Co',
  ])('takes %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    'x@y.z', 'a@b.c', 'name@localhost', 'name@example', 'name@@example.com', 'name example@example.com', 'na me@example.com',
    '.name@example.com', 'name..dots@example.com', 'name.@example.com', "name'@example.com", 'name@-example.com', 'name@.example.com',
    'name@example..com', 'name@example.c0m', 'name@example.co1', 'name@exam_ple.com', 'name@example.com.', 'name@example.com!',
    'name@example.com extra', 'ünïcode@example.com', 'name@ëxample.com', '@example.com', 'name@', '@', '', '   ', 'a@b', 'name@examplexcom',
    'name@example.c-m', 'name!@example.com', 'na!me.x@example.com', 'name@ex!ample.com', 'name@!example.com', 'name@example.!com',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('ignores surrounding white space, as the API trims the address', () => {
    expect(isValidEmail('  padded@example.com  ')).toBe(true);
    expect(isValidEmail('\tpadded@example.com\n')).toBe(true);
  });

  it(`takes at most ${EMAIL_MAX_LENGTH} characters, counted without the surrounding white space`, () => {
    expect(EMAIL_MAX_LENGTH).toBe(254);
    const longest = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(longest).toHaveLength(254);
    expect(isValidEmail(longest)).toBe(true);
    expect(isValidEmail(` ${longest} `)).toBe(true);
    expect(isValidEmail(`a${longest}`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(245)}@example.com`)).toBe(false);
  });
});
