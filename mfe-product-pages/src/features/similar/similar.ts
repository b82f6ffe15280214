// Similar products (spec section 9): boughtTogether items 2 to 4, shown only when there are 3 or more.
export const SIMILAR_MIN = 3;

export function similarProducts<T>(boughtTogether: readonly T[] | null | undefined): T[] {
  const list = boughtTogether ?? [];
  return list.length >= SIMILAR_MIN ? list.slice(1, 4) : [];
}
