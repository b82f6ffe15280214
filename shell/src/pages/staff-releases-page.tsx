// /staff/releases: the release health for the store's staff (the same figures as
// `pnpm release status`): per remote, its stable release and its canary, page views, error rate, p75
// LCP, INP and CLS since the canary started (24 hours back without one), and the canary's verdict.
// Signed-in users only (the route's RequireAuth); the API says who is staff (a staff role in the
// sign-in token): anyone else is told plainly that the page is not for them.
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { errorResponse, http, type ReleaseHealth, type StaffReleasesResponse, type StaffRemoteRelease } from 'shared-api';
import { useAuth } from 'shared-auth';
import { Button, ButtonLink, Container, Loader, theme } from 'shared-ui';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; data: StaffReleasesResponse }
  | { kind: 'forbidden' }
  | { kind: 'failed'; message: string };

const Page = styled(Container)`
  padding-top: 40px; padding-bottom: 64px;
  h1 { margin: 0 0 8px; }
  .note { color: ${theme.color.muted}; margin: 0 0 24px; }
`;
const Table = styled.table`
  width: 100%; border-collapse: collapse; margin: 0 0 24px; font-size: 0.95rem;
  caption { text-align: left; font-weight: 700; font-size: 1.15rem; padding: 8px 0; }
  th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid ${theme.color.line}; vertical-align: top; }
  td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
  code { font-size: 0.9em; }
`;
const Problem = styled.div`
  max-width: 640px; margin: 48px auto; text-align: center;
  p { color: ${theme.color.muted}; }
`;

const ms = (v: number | null) => (v === null ? '—' : `${Math.round(v)} ms`);
const rate = (h: ReleaseHealth) => (h.views === 0 && h.errors === 0 ? '—' : `${(h.errorRate * 100).toFixed(2)} %`);
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const VERDICT_TEXT = { rollback: 'Roll back', promote: 'Ready to promote', healthy: 'Healthy', watching: 'Watching' } as const;

function Row({ label, health }: { label: string; health: ReleaseHealth }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td><code>{health.releaseId}</code></td>
      <td className="num">{health.views}</td>
      <td className="num">{health.errors}</td>
      <td className="num">{rate(health)}</td>
      <td className="num">{ms(health.lcpP75)}</td>
      <td className="num">{ms(health.inpP75)}</td>
      <td className="num">{health.clsP75 === null ? '—' : health.clsP75.toFixed(3)}</td>
    </tr>
  );
}

function RemoteTable({ r }: { r: StaffRemoteRelease }) {
  return (
    <section aria-labelledby={`remote-${r.remote}`}>
      <Table data-testid={`release-health-${r.remote}`}>
        <caption id={`remote-${r.remote}`}>{r.remote}</caption>
        <thead>
          <tr>
            <th scope="col">Release</th><th scope="col">Id</th><th scope="col" className="num">Page views</th>
            <th scope="col" className="num">Errors</th><th scope="col" className="num">Error rate</th>
            <th scope="col" className="num">p75 LCP</th><th scope="col" className="num">p75 INP</th><th scope="col" className="num">p75 CLS</th>
          </tr>
        </thead>
        <tbody>
          <Row label="Stable" health={r.stable} />
          {r.canary && <Row label={`Canary (${r.canary.percent} %${r.canary.autoPromote ? ', auto-promote' : ''})`} health={r.canary} />}
        </tbody>
      </Table>
      <p>
        {r.canary && r.verdict
          ? <><strong>Verdict: {VERDICT_TEXT[r.verdict.verdict]}</strong> ({r.verdict.reason}). Canary started {when(r.canary.startedAt)}.</>
          : <>No canary. Figures since {when(r.since)}.</>}
      </p>
    </section>
  );
}

export function StaffReleasesPage() {
  const { user } = useAuth();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const { data } = await http().get<StaffReleasesResponse>('/staff/releases', { auth: true });
      setState({ kind: 'ready', data });
    } catch (e) {
      const status = errorResponse(e)?.status;
      if (status === 403) setState({ kind: 'forbidden' });
      else setState({ kind: 'failed', message: status === 401 ? 'Your sign-in has expired: sign out and in again.' : 'The release health could not be loaded right now.' });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  if (state.kind === 'forbidden') {
    return (
      <Problem role="alert" data-testid="staff-not-allowed">
        <h1>Not allowed</h1>
        <p>This page is for the store&apos;s staff. {user?.email ? <>You are signed in as {user.email}, which has no staff role.</> : null}</p>
        <ButtonLink to="/">Back to the store</ButtonLink>
      </Problem>
    );
  }
  return (
    <Page>
      <h1>Release health</h1>
      <p className="note">What the buyers&apos; browsers report for each remote&apos;s releases: since a canary started, else over the last 24 hours.</p>
      {state.kind === 'loading' && <Loader label="Loading the release health" />}
      {state.kind === 'failed' && (
        <div role="alert">
          <p>{state.message}</p>
          <Button onClick={() => void load()}>Try again</Button>
        </div>
      )}
      {state.kind === 'ready' && (
        <>
          {state.data.remotes.length === 0 && <p>No remote is released yet.</p>}
          {state.data.remotes.map((r) => <RemoteTable key={r.remote} r={r} />)}
          <p className="note">
            Updated {when(state.data.generatedAt)}. Rollback when the canary&apos;s error rate is over {state.data.rules.errorRatio}× the
            stable&apos;s with at least {state.data.rules.minErrors} errors, or its p75 INP or LCP is over {Math.round(state.data.rules.latencyWorse * 100)} % worse
            over {state.data.rules.minViews} page views each; promotion after {state.data.rules.promoteAfterViews} page views.
          </p>
          <Button onClick={() => void load()}>Refresh</Button>
        </>
      )}
    </Page>
  );
}
