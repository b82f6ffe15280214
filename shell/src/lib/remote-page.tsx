import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Container, Loader } from 'shared-ui';
import { loadPage, resetRemote } from './remotes';

const Fallback = styled(Container)`
  padding-top: 64px; padding-bottom: 64px; text-align: center; min-height: 50vh;
`;

class Boundary extends Component<{ onRetry: () => void; children: ReactNode; resetKey: string }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) { return { error }; }
  override componentDidCatch(error: Error, info: ErrorInfo) { console.error('[remote] page failed', error, info.componentStack); }
  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Fallback role="alert" data-testid="remote-fallback">
        <h1>This part of the store is not available right now</h1>
        <p>Your cart is safe and the rest of the site still works. Please try again in a moment.</p>
        <Button onClick={() => { this.setState({ error: null }); this.props.onRetry(); }}>Try again</Button>
      </Fallback>
    );
  }
}

// The server's first frame of the first page (shell/server/first-frame.ts: the page rendered by its own
// remote's server bundle): its nodes are moved into the first page's Suspense fallback, so the page
// painted before any script ran stays on screen (no repaint, no shift) until React replaces it with
// its own render of the same markup (not hydrated: the shell's one root renders chrome and page, and
// auth and cart state exist only here; ARCHITECTURE.md 5b). Later pages show the loader.
let firstFrame: Node[] | null = null;
if (typeof document !== 'undefined') {
  const main = document.getElementById('ff-main');
  if (main?.firstChild) firstFrame = [...main.childNodes];
}
function takeFirstFrame(): Node[] | null {
  const f = firstFrame;
  firstFrame = null;
  return f;
}
function FrameFallback({ nodes }: { nodes: Node[] }) {
  return <div data-first-frame-page="" ref={(el) => { if (el && !el.firstChild) el.append(...nodes); }} />;
}

/** A page from a remote: its own error boundary and Suspense, so a failing remote stays inside the page area. */
export function RemotePage({ remote, module }: { remote: string; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const [frame] = useState(takeFirstFrame);
  // a new lazy() per attempt: Retry must fetch the remote again rather than reuse the failed promise
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Page = useMemo<ComponentType>(() => lazy(() => loadPage(remote, module)), [remote, module, attempt]);
  return (
    <Boundary resetKey={`${remote}/${module}`} onRetry={() => { resetRemote(remote); setAttempt((a) => a + 1); }}>
      <Suspense fallback={frame && attempt === 0 ? <FrameFallback nodes={frame} /> : <div style={{ minHeight: '60vh' }}><Loader label="Loading page" /></div>}>
        <Page />
      </Suspense>
    </Boundary>
  );
}
