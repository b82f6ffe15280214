// Skill tags (spec section 9): comma text, shown only with 2 or more tags.
export const SKILL_TAGS_MIN = 2;

export function parseTags(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  return (text ?? '').split(',').map((t) => t.trim()).filter((t) => {
    const k = t.toLowerCase();
    if (!t || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The tags to show: all of them when there are at least 2, otherwise none. */
export function visibleSkillTags(text: string | null | undefined): string[] {
  const tags = parseTags(text);
  return tags.length >= SKILL_TAGS_MIN ? tags : [];
}
