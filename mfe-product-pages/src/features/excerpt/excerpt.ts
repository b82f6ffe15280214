// Excerpt rules (spec section 9): excerpts cut at 100 characters (with an expand toggle), and the
// detailed excerpt shown only when it has 5 or more characters.
import { stripHtml } from 'shared-ui';
import { truncateText } from 'shared-ui/rich-text';

export const EXCERPT_LIMIT = 100;
export const DETAILED_EXCERPT_MIN = 5;

/** The excerpt's text cut at 100 characters; `truncated` says whether the expand toggle is needed. */
export const truncateExcerpt = (html: string | null | undefined) => truncateText(stripHtml(html), EXCERPT_LIMIT);

export const showDetailedExcerpt = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim().length >= DETAILED_EXCERPT_MIN;
