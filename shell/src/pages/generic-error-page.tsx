import { ButtonLink, Container } from 'shared-ui';

export const SUPPORT_EMAIL = 'support@medicalaffairs-council.org';

export function GenericErrorPage() {
  return (
    <Container style={{ padding: '64px 20px', textAlign: 'center' }}>
      <h1>Well, this is embarrassing</h1>
      <p>
        Something went wrong on our side. Please contact our support team at{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and tell us what you were doing; we answer within one business day.
      </p>
      <ButtonLink to="/">Back to the home page</ButtonLink>
    </Container>
  );
}
