// An in-site link to an anchor (/terms#refund from the footer) lands the anchor where a fresh load
// does: below the sticky top bar (the document's scroll-padding-top). After a client-side
// navigation the target is not in the page yet (the remote loads, then renders), so this waits for
// it, then scrolls once it is there and once more when the page has settled (images and late
// sections above it can still move it).

/** How long a new page may take to render the anchor's target. */
export const HASH_WAIT_MS = 8000;

/**
 * Scrolls to the element `hash` names, now or once it is rendered. With `focus` (a link followed in
 * the site, not a fresh load) the target also takes focus, as the skip link's target does: the next
 * Tab goes on from there, and a screen reader reads what the link pointed to.
 */
export function scrollToHash(hash: string, doc: Document = document, opts: { focus?: boolean } = {}): () => void {
  let id = hash.replace(/^#/, '');
  try { id = decodeURIComponent(id); } catch { /* a stray % stays as written */ }
  if (!id) return () => {};
  let done = false;
  let frame = 0;
  const scroll = (el: HTMLElement) => el.scrollIntoView({ block: 'start' });
  const found = () => doc.getElementById(id);
  const finish = (el: HTMLElement) => {
    stop();
    if (opts.focus) {
      if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1'); // a heading is not focusable on its own
      el.focus({ preventScroll: true });
    }
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
