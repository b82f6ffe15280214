import { DEFAULT_RETURN_TO, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/profile', '/profile'],
    ['/success?session_id=cs_123', '/success?session_id=cs_123'],
    ['/terms#refund', '/terms#refund'],
    ['/certification/bcmas', '/certification/bcmas'],
  ])('keeps the site path %s', (input, out) => {
    expect(safeReturnTo(input)).toBe(out);
  });

  it.each([
    ['//evil.example/x'], ['/\\evil.example'], ['https://evil.example/'], ['javascript:alert(1)'], ['profile'],
    [''], ['/callback'], ['/callback?code=x'], ['/a\nb'], [`/${'x'.repeat(2001)}`],
  ])('refuses %j', (input) => {
    expect(safeReturnTo(input)).toBeNull();
  });

  it('refuses values that are not strings', () => {
    expect(safeReturnTo(undefined)).toBeNull();
    expect(safeReturnTo(42)).toBeNull();
    expect(safeReturnTo({ pathname: '/x' })).toBeNull();
  });

  it('keeps a path of exactly 2000 characters, and paths that only begin like the refused ones', () => {
    const long = `/${'x'.repeat(1999)}`;
    expect(safeReturnTo(long)).toBe(long);
    expect(safeReturnTo('/callbacks')).toBe('/callbacks');
    expect(safeReturnTo('/callback/x')).toBe('/callback/x');
    expect(safeReturnTo('/')).toBe('/');
    expect(safeReturnTo('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it.each([
    ['/callback#x'], ['/x/../callback'], ['/a\\b'], ['/a\tb'], ['/a\u0000b'], ['/a\u001fb'], ['/a\u007fb'], ['/\\\\evil'], ['//'],
  ])('refuses %j (control characters, backslashes, the callback itself)', (input) => {
    expect(safeReturnTo(input)).toBeNull();
  });

  it('keeps characters just outside the refused control ranges', () => {
    expect(safeReturnTo('/a b')).toBe('/a b');
    expect(safeReturnTo('/a~b')).toBe('/a~b');
    expect(safeReturnTo('/caf\u00e9')).toBe('/caf\u00e9');
  });

  // the default itself is used (and tested) where sign-in completes: auth-client.test.ts
  // ("defaults to /cart, and refuses an unsafe returnTo") and the /callback page's own test
  it('the default is a path the guard keeps', () => {
    expect(safeReturnTo(DEFAULT_RETURN_TO)).toBe(DEFAULT_RETURN_TO);
  });
});
