import { ButtonLink, Container } from 'shared-ui';

export function NotFoundPage() {
  return (
    <Container style={{ padding: '64px 20px', textAlign: 'center' }}>
      <h1>Sorry, page not found!</h1>
      <p>The address may be mistyped, or the page has moved. Our programs are all in the catalog.</p>
      <p style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
        <ButtonLink to="/">Go to the home page</ButtonLink>
        <ButtonLink to="/catalog" $variant="ghost">Browse the catalog</ButtonLink>
      </p>
    </Container>
  );
}
