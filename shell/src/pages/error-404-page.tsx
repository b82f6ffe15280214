import { ButtonLink, Container } from 'shared-ui';

/** Where product pages send a missing slug or a product error. */
export function Error404Page() {
  return (
    <Container style={{ padding: '64px 20px', textAlign: 'center' }}>
      <h1>We could not find that program</h1>
      <p>It may have been renamed or retired. Every program we offer today is in the catalog.</p>
      <ButtonLink to="/catalog">Browse the catalog</ButtonLink>
    </Container>
  );
}
