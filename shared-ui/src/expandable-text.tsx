import { startTransition, useId, useState } from 'react';
import styled from 'styled-components';
import { stripHtml } from './strip-html';
import { loadSanitizer, SafeHtml } from './safe-html';
import { theme } from './theme';

/** Cuts plain text at `limit` characters; `truncated` says whether anything was cut. */
export function truncateText(text: string, limit: number): { text: string; truncated: boolean } {
  const plain = text.trim();
  if (plain.length <= limit) return { text: plain, truncated: false };
  return { text: `${plain.slice(0, limit).trimEnd()}…`, truncated: true };
}

const Toggle = styled.button`
  background: none; border: 0; padding: 4px 0; margin-top: 4px; min-height: 32px; cursor: pointer;
  color: ${theme.color.focus}; font-weight: 600; text-decoration: underline; text-underline-offset: 2px;
`;

const preload = () => { loadSanitizer().catch(() => undefined); };

/**
 * An excerpt (HTML from the API, sanitised) cut at `limit` characters of its text, with a toggle
 * that shows the whole of it. `context` names what the text is about, for the toggle's label.
 */
export function ExpandableText({ html, limit = 100, context, moreLabel = 'Read more', lessLabel = 'Show less', className }: {
  html: string | null | undefined; limit?: number; context?: string; moreLabel?: string; lessLabel?: string; className?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const cut = truncateText(stripHtml(html), limit);
  if (!cut.truncated) return <SafeHtml html={html} className={className} />;
  return (
    <div className={className}>
      <div id={id}>{open ? <SafeHtml html={html} /> : <p style={{ margin: 0 }}>{cut.text}</p>}</div>
      {/* (the whole text is sanitized when first shown: DOMPurify is fetched on intent, and the toggle
          is a transition, so the short text stays until it is there) */}
      <Toggle aria-expanded={open} aria-controls={id} onPointerEnter={preload} onFocus={preload} onClick={() => startTransition(() => setOpen((o) => !o))}>
        {open ? lessLabel : moreLabel}
        {context && <span className="visually-hidden"> about {context}</span>}
      </Toggle>
    </div>
  );
}
