// An in-site link to an anchor (/terms#refund from the footer) lands the anchor where a fresh load
// does: below the sticky top bar (the document's scroll-padding-top). After a client-side
// navigation the target is not in the page yet (the remote loads, then renders), so this waits for
// it, then scrolls once it is there and once more when the page has settled (images and late
// sections above it can still move it).

/** How long a new page may take to render the anchor's target. */
export const HASH_WAIT_MS = 8000;

export function scrollToHash(hash: string, doc: Document = document): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return () => {};
  let done = false;
  let frame = 0;
  const scroll = (el: HTMLElement) => el.scrollIntoView({ block: 'start' });
  const found = () => doc.getElementById(id);
  const finish = (el: HTMLElement) => {
    stop();
    scroll(el);
    // again after layout has settled (two frames): content above the target may still grow
    frame = requestAnimationFrame(() => { frame = requestAnimationFrame(() => { if (el.isConnected) scroll(el); }); });
  };
  const observer = new MutationObserver(() => {
    const el = found();
    if (el && !done) finish(el);
  });
  const timer = window.setTimeout(() => stop(), HASH_WAIT_MS);
  function stop() {
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
  }
  const now = found();
  if (now) finish(now);
  else observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    stop();
    cancelAnimationFrame(frame);
  };
}
