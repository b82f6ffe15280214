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

  it('defaults to the cart, as the spec says', () => {
    expect(DEFAULT_RETURN_TO).toBe('/cart');
  });
});
