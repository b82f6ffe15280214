// Pagination: Previous, a window of page links, Next. Real links (the page is in the address), the
// current page marked with aria-current.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from 'shared-ui';
import { pageWindow } from '../filters/filter-products';

const Nav = styled.nav`
  margin-top: 28px;
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; justify-content: center; }
`;
const cell = `
  display: inline-flex; align-items: center; justify-content: center; min-width: 44px; min-height: 44px; padding: 0 12px;
  border-radius: 8px; border: 1px solid ${theme.color.line}; font-weight: 600; text-decoration: none;
`;
const PageLink = styled(Link)`
  ${cell} color: ${theme.color.navy}; background: #fff;
  &:hover { background: ${theme.color.surfaceAlt}; }
  &[aria-current='page'] { background: ${theme.color.navy}; border-color: ${theme.color.navy}; color: #fff; }
`;
const Disabled = styled.span`${cell} color: ${theme.color.muted}; background: ${theme.color.surfaceAlt}; cursor: not-allowed;`;

export function Pager({ page, totalPages, hrefFor, onNavigate }: {
  page: number; totalPages: number; hrefFor: (page: number) => string; onNavigate: () => void;
}) {
  const pages = pageWindow(page, totalPages);
  return (
    <Nav aria-label="Pagination">
      <ul>
        <li>
          {page > 1
            ? <PageLink to={hrefFor(page - 1)} onClick={onNavigate} rel="prev">‹ Previous</PageLink>
            : <Disabled aria-disabled="true">‹ Previous</Disabled>}
        </li>
        {pages.map((n) => (
          <li key={n}>
            <PageLink to={hrefFor(n)} onClick={onNavigate} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`}>{n}</PageLink>
          </li>
        ))}
        <li>
          {page < totalPages
            ? <PageLink to={hrefFor(page + 1)} onClick={onNavigate} rel="next">Next ›</PageLink>
            : <Disabled aria-disabled="true">Next ›</Disabled>}
        </li>
      </ul>
    </Nav>
  );
}
