// Module breakdown (spec section 4): the first 5 modules show; with more than 5 a toggle shows the rest.
export const MODULES_SHOWN = 5;

export const hasMoreModules = (modules: readonly unknown[]): boolean => modules.length > MODULES_SHOWN;

export function visibleModules<T>(modules: readonly T[], expanded: boolean): T[] {
  return expanded ? [...modules] : modules.slice(0, MODULES_SHOWN);
}

export const moduleToggleLabel = (total: number, expanded: boolean): string =>
  (expanded ? 'Show fewer' : `Show all ${total} modules`);
