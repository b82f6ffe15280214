import styled from 'styled-components';
import { Container, theme } from 'shared-ui';
import type { PageMeta } from 'shared-api/page-meta';

/** What the page says in the head (the shell writes it: its route module's handle.meta). */
export const handle = { meta: (): PageMeta => ({
  title: '__TITLE__ | ACMA',
  description: 'The __TITLE__ page of the ACMA store.',
}) };

const Body = styled(Container)`
  padding-top: 40px; padding-bottom: 40px;
  h1 { margin: 0 0 12px; }
  p { margin: 0; color: ${theme.color.muted}; max-width: 720px; }
`;

export default function __PASCAL__Page() {
  return (
    <Body>
      <h1>__TITLE__</h1>
      <p>This page is the __TITLE__ team&apos;s: its remote is mfe-__NAME__, and its address is /__NAME__ (src/routes.ts).</p>
    </Body>
  );
}
