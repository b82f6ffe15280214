// Social share icons: plain links to each network's share address (no third-party script, nothing
// loaded until the buyer clicks). They share the store's home page with a line about the council.
import styled from 'styled-components';
import { theme } from 'shared-ui';

const SHARE_TEXT = 'I just enrolled with the Accreditation Council for Medical Affairs.';

export function shareLinks(url: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(SHARE_TEXT);
  return [
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, path: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.83v1.54h.05c.53-1 1.84-2.06 3.79-2.06 4.05 0 4.8 2.67 4.8 6.13V21h-4v-4.98c0-1.19-.02-2.72-1.66-2.72-1.66 0-1.91 1.3-1.91 2.63V21h-4z' },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}`, path: 'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77zm-1.08 16.2h1.7L7.42 4.73H5.6z' },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, path: 'M13.5 21v-7.5h2.53l.38-2.94H13.5V8.69c0-.85.24-1.43 1.46-1.43H16.5V4.63a20.6 20.6 0 0 0-2.27-.12c-2.25 0-3.79 1.37-3.79 3.9v2.15H7.9v2.94h2.54V21z' },
    { name: 'Email', href: `mailto:?subject=${encodeURIComponent('Accreditation Council for Medical Affairs')}&body=${text}%20${u}`, path: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7.2L4.4 7H4v.6l8 5.5 8-5.5V7h-.4z' },
  ];
}

const List = styled.ul`
  list-style: none; margin: 0; padding: 0; display: flex; gap: 12px; justify-content: center; flex-wrap: wrap;
  a {
    display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px; border-radius: 50%;
    background: ${theme.color.navy}; color: #fff;
    &:hover { background: ${theme.color.navyLight}; }
    &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  }
  svg { width: 20px; height: 20px; fill: currentColor; }
`;

export function ShareLinks({ url }: { url: string }) {
  return (
    <List aria-label="Share">
      {shareLinks(url).map((s) => (
        <li key={s.name}>
          <a
            href={s.href}
            {...(s.name === 'Email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            aria-label={s.name === 'Email' ? 'Share by email' : `Share on ${s.name} (opens in a new tab)`}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d={s.path} /></svg>
          </a>
        </li>
      ))}
    </List>
  );
}
