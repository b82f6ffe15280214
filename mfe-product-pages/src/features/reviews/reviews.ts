// Customer reviews (spec section 9): 3 inline, the rest in a drawer; the ratings breakdown as bars.
import type { RatingLine } from 'shared-api';

export const REVIEWS_INLINE = 3;

export function splitReviews<T>(reviews: readonly T[] | null | undefined): { inline: T[]; rest: T[] } {
  const list = reviews ?? [];
  return { inline: list.slice(0, REVIEWS_INLINE), rest: list.slice(REVIEWS_INLINE) };
}

export interface RatingBar { name: string; percent: number; label: string }

/**
 * Bars for the ratings breakdown. Lines are scores out of 5 (for example 4.8 for course content)
 * or shares in percent (for example 82 for five stars): a list whose values all lie within 0..5 is
 * read as scores, otherwise as percentages.
 */
export function ratingBars(lines: readonly RatingLine[] | null | undefined): RatingBar[] {
  const list = (lines ?? []).filter((l) => Number.isFinite(l.rating));
  const outOfFive = list.every((l) => l.rating >= 0 && l.rating <= 5);
  return list.map((l) => {
    const v = Math.max(0, l.rating);
    const percent = Math.min(100, outOfFive ? (v / 5) * 100 : v);
    return { name: l.name, percent: Math.round(percent * 10) / 10, label: outOfFive ? `${v.toFixed(1)} out of 5` : `${Math.round(percent)}%` };
  });
}
