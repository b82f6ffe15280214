import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Event-handler attributes are removed before parsing: DOMPurify would drop them anyway, but
// Chrome reports their mere parsing (in DOMPurify's inert document) as a CSP violation.
const EVENT_HANDLER_ATTR = /\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;

/** The only way HTML from the API reaches the page: sanitised by DOMPurify. */
export function sanitize(html: string): string {
  return DOMPurify.sanitize(html.replace(EVENT_HANDLER_ATTR, ''), {
    USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'],
  });
}

export function SafeHtml({ html, as: Tag = 'div', className }: { html: string | null | undefined; as?: 'div' | 'span' | 'p'; className?: string }) {
  const clean = useMemo(() => sanitize(html ?? ''), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
