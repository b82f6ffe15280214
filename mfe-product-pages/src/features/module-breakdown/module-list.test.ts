import { hasMoreModules, moduleToggleLabel, visibleModules, MODULES_SHOWN } from './module-list';

const mods = (n: number) => Array.from({ length: n }, (_, i) => `m${i + 1}`);

describe('module list', () => {
  it('shows the first 5', () => {
    expect(MODULES_SHOWN).toBe(5);
    expect(visibleModules(mods(20), false)).toEqual(mods(5));
    expect(visibleModules(mods(3), false)).toEqual(mods(3));
  });
  it('shows all when expanded', () => {
    expect(visibleModules(mods(20), true)).toHaveLength(20);
  });
  it('offers the toggle only with more than 5', () => {
    expect(hasMoreModules(mods(5))).toBe(false);
    expect(hasMoreModules(mods(6))).toBe(true);
  });
  it('labels the toggle', () => {
    expect(moduleToggleLabel(20, false)).toBe('Show all 20 modules');
    expect(moduleToggleLabel(20, true)).toBe('Show fewer');
  });
});
