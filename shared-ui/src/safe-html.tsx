import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Event-handler attributes are removed before parsing: DOMPurify would drop them anyway, but
// Chrome reports their mere parsing (in DOMPurify's inert document) as a CSP violation.
const EVENT_HANDLER_ATTR = /\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;

/**
 * An image source product copy may load: an absolute http(s) address, or an address on this site
 * ("/images/..."). Anything else ("x", "data:", "//host/...") would show a broken image or ask the
 * site for a path that is not there, so the image is dropped.
 */
function allowedImageSource(src: string | null): boolean {
  if (!src) return false;
  const s = src.trim();
  if (/^https?:\/\/[^/\s]/i.test(s)) return true;
  return s.startsWith('/') && !s.startsWith('//') && !s.startsWith('/\\');
}

let hooked = false;
function hookImages(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG' && !allowedImageSource((node as Element).getAttribute('src'))) node.parentNode?.removeChild(node);
  });
}

/** The only way HTML from the API reaches the page: sanitised by DOMPurify. */
export function sanitize(html: string): string {
  hookImages();
  return DOMPurify.sanitize(html.replace(EVENT_HANDLER_ATTR, ''), {
    USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'],
  });
}

export function SafeHtml({ html, as: Tag = 'div', className }: { html: string | null | undefined; as?: 'div' | 'span' | 'p'; className?: string }) {
  const clean = useMemo(() => sanitize(html ?? ''), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
