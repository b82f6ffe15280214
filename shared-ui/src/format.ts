/** Price as the store shows it, or null when the product is sold by contacting the team (0 or missing). */
export function formatPrice(price: number | null | undefined): string | null {
  if (price === null || price === undefined || !Number.isFinite(price) || price <= 0) return null;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(price);
}
export const CONTACT_US = 'Contact Us';
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
