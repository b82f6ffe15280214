// The profile banner: the user's picture, email and the role label 'user' (spec sections 2.15, 6),
// with the shortcut buttons to Home, Catalog and Cart.
import { useState } from 'react';
import styled from 'styled-components';
import type { AuthUser } from 'shared-auth';
import { ButtonLink, media, theme } from 'shared-ui';

const Banner = styled.section`
  display: flex; align-items: center; gap: 20px; flex-wrap: wrap;
  background: ${theme.color.navy}; color: #fff; border-radius: ${theme.radius}; padding: 28px;
  ${media.mobile} { padding: 20px; gap: 14px; }
  h1 { margin: 0; font-size: 1.6rem; color: #fff; overflow-wrap: anywhere; }
  p { margin: 4px 0 0; color: ${theme.color.onNavy}; overflow-wrap: anywhere; }
`;
const Who = styled.div`flex: 1; min-width: 200px;`;
const Role = styled.span`
  display: inline-block; margin-top: 8px; padding: 3px 12px; border-radius: 999px; font-size: 0.85rem; font-weight: 700;
  background: ${theme.color.accent}; color: ${theme.color.navy};
`;
const Picture = styled.img`width: 88px; height: 88px; border-radius: 50%; object-fit: cover; background: #fff; border: 3px solid #fff; flex: none;`;
const Initials = styled.span`
  width: 88px; height: 88px; border-radius: 50%; flex: none; display: inline-flex; align-items: center; justify-content: center;
  background: ${theme.color.accent}; color: ${theme.color.navy}; font-size: 2rem; font-weight: 700; border: 3px solid #fff;
`;
const Shortcuts = styled.nav`
  display: flex; gap: 12px; flex-wrap: wrap;
  ${media.mobile} { a { flex: 1; } }
`;

export const initialsOf = (user: Pick<AuthUser, 'name' | 'email'>): string => {
  const base = user.name && !user.name.includes('@') ? user.name : user.email.replace(/@.*$/, '');
  const words = base.split(/[\s._-]+/).filter(Boolean);
  return (words.length >= 2 ? `${words[0]![0]}${words[words.length - 1]![0]}` : (words[0] ?? '?').slice(0, 2)).toUpperCase();
};

export function ProfileBanner({ user }: { user: AuthUser }) {
  const [broken, setBroken] = useState(false);
  const showName = user.name && !user.name.includes('@') && user.name !== user.email;
  return (
    <>
      <Banner aria-labelledby="profile-title" data-testid="profile-banner">
        {user.picture && !broken
          ? <Picture src={user.picture} alt="" width={88} height={88} referrerPolicy="no-referrer" onError={() => setBroken(true)} />
          : <Initials aria-hidden="true">{initialsOf(user)}</Initials>}
        <Who>
          <h1 id="profile-title">{showName ? user.name : 'My profile'}</h1>
          <p>{user.email}</p>
          <Role aria-label="Role: user">user</Role>
        </Who>
      </Banner>
      <Shortcuts aria-label="Shortcuts">
        <ButtonLink to="/" $variant="ghost">Home</ButtonLink>
        <ButtonLink to="/catalog" $variant="ghost">Catalog</ButtonLink>
        <ButtonLink to="/cart" $variant="ghost">Cart</ButtonLink>
      </Shortcuts>
    </>
  );
}
