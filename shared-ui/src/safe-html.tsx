import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** The only way HTML from the API reaches the page: sanitised by DOMPurify. */
export function sanitize(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] });
}

export function SafeHtml({ html, as: Tag = 'div', className }: { html: string | null | undefined; as?: 'div' | 'span' | 'p'; className?: string }) {
  const clean = useMemo(() => sanitize(html ?? ''), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
