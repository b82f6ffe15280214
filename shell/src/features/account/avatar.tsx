import { useState } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-ui';

const Img = styled.img`border-radius: 50%; object-fit: cover; flex: none; background: ${theme.color.surfaceAlt};`;
const Blank = styled.span<{ $size: number }>`
  flex: none; display: inline-flex; align-items: center; justify-content: center; border-radius: 50%;
  width: ${(p) => p.$size}px; height: ${(p) => p.$size}px; background: ${theme.color.accent}; color: ${theme.color.navy};
  font-weight: 700; font-size: ${(p) => Math.round(p.$size * 0.42)}px;
`;

/** The user's picture (decorative: the email or name is always shown or announced beside it). */
export function Avatar({ src, size, initials = '' }: { src: string; size: number; initials?: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return <Blank $size={size} aria-hidden="true">{initials.slice(0, 2).toUpperCase()}</Blank>;
  return <Img src={src} alt="" width={size} height={size} onError={() => setBroken(true)} referrerPolicy="no-referrer" />;
}

/** Up to two initials of a name (or of an email's local part). */
export function initialsOf(name: string): string {
  const words = name.replace(/@.*$/, '').split(/[\s._-]+/).filter(Boolean);
  const letters = words.length >= 2 ? `${words[0]![0]}${words[words.length - 1]![0]}` : (words[0] ?? '').slice(0, 2);
  return letters.toUpperCase();
}
