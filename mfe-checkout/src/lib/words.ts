/** Names as a sentence lists them: "A", "A and B", "A, B and C". */
export const listOf = (names: string[]): string => (names.length <= 1 ? names[0] ?? '' : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`);
