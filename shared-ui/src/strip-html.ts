// Its own module: the rich-text entry (shared-ui/rich-text) needs only this, not the price formatting.
/**
 * Plain text of an HTML fragment (for meta descriptions, cards and truncation), to be rendered as
 * text (React escapes it): tags go, and so does the content of script and style elements.
 */
export function stripHtml(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
