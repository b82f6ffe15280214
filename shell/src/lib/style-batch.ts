// styled-components writes a component's rules into its one stylesheet as the component renders, not
// when React commits (it has no insertion effect). A soft navigation renders the next page in a
// transition, in slices of about 5 ms with frames between them; each slice added some rules, among
// them `@media` and `@keyframes` rules, and Chromium cannot say which elements a changed sheet with
// such rules affects (RuleSetDiff: "unrepresentable"), so every frame between the slices restyled
// the whole page still on screen: catalog → product on the phone, 8–10 of those frames, 20–35 ms
// each (scripts/nav-trace.ts INVALIDATION=1: "Style rule change" on 347 of 444 elements).
//
// So, once the app is live, the rules are kept (each checked first, in an empty constructed sheet
// no document uses: an invalid one throws as in the live sheet, and styled-components skips it) and
// reach the live sheet all at once when the page changes: when React's commit has changed the DOM
// (a MutationObserver's callback, a microtask after the commit's task, before the frame that paints
// it). During a user's discrete input (a press, a key, a click and the task it runs in) they go to
// the live sheet at once, as before: React renders and commits such an update in that task and runs
// its effects in it too, and an effect may read the styles of what it has just shown (the focus
// trap of a dialog asks which elements are visible). Installing copies nothing: it costs the page
// that is still starting when the first intent comes nothing.
import { __PRIVATE__ } from 'styled-components';

/** The stylesheet calls styled-components' CSSOM tag makes (sheet/Tag.ts: CSSOMTag). */
interface SheetCalls {
  readonly cssRules: CSSRuleList;
  insertRule(rule: string, index: number): number;
  deleteRule(index: number): void;
}
type Op = { rule: string; at: number } | { remove: number };

/** The events React renders and commits synchronously in the event's task (its discrete events). */
const DISCRETE = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'dblclick', 'contextmenu', 'touchstart', 'touchend', 'keydown', 'keyup', 'input', 'change', 'beforeinput', 'focusin', 'focusout', 'submit', 'paste', 'cut', 'copy', 'drop', 'compositionend'];

/**
 * The longest a rule waits for the page to change (a global style's own change comes with none): a
 * soft navigation's render on the phone takes 0.3–0.8 s, so at most one restyle falls inside it.
 */
const LATE_MS = 1000;

/** The sheet `tag` writes into (styled-components' CSSOM tag: its `sheet`), or null when it is not one. */
function cssomTagOf(): { sheet: SheetCalls } | null {
  const grouped = __PRIVATE__.mainSheet.getTag() as unknown as { tag?: { sheet?: unknown } };
  const tag = grouped.tag;
  return tag && typeof CSSStyleSheet === 'function' && tag.sheet instanceof CSSStyleSheet ? (tag as { sheet: SheetCalls }) : null;
}

/**
 * Makes styled-components' rules reach the live sheet at the page's changes (above); returns the
 * function that puts the live sheet back (its pending rules written first). Does nothing where the
 * sheet is not a CSSOM sheet or the browser cannot construct one to check rules in.
 */
export function batchStyles(root: Node = document.body): () => void {
  const tag = cssomTagOf();
  if (!tag) return () => undefined;
  const live = tag.sheet as CSSStyleSheet;
  let check: CSSStyleSheet;
  try {
    check = new CSSStyleSheet();
  } catch {
    return () => undefined;
  }
  const pending: Op[] = [];
  /** The rules the live sheet has once the pending changes are written: the indexes styled-components counts in. */
  let length = live.cssRules.length;
  let direct = false;
  let late: ReturnType<typeof setTimeout> | null = null;

  /** Writes the pending changes into the live sheet, in order. */
  const flush = () => {
    if (late !== null) clearTimeout(late);
    late = null;
    for (const op of pending.splice(0)) {
      if ('remove' in op) {
        live.deleteRule(op.remove);
        continue;
      }
      try {
        live.insertRule(op.rule, op.at);
      } catch (e) {
        // checked alone, refused here: its place is kept (a rule matching nothing), so the indexes
        // styled-components counts in still name the same rules
        console.error('[styles] the live sheet refused a rule', e);
        live.insertRule('@media not all {}', op.at);
      }
    }
  };
  /** Keeps a change; one that no change of the page follows (a global style's alone) is written within LATE_MS. */
  const keep = (op: Op) => {
    pending.push(op);
    late ??= setTimeout(flush, LATE_MS);
  };
  const indexError = (index: number) => new DOMException(`index ${index} is not within the sheet's ${length} rules`, 'IndexSizeError');
  const calls: SheetCalls = {
    // read by styled-components only to print the sheet (its toString)
    get cssRules() {
      flush();
      return live.cssRules;
    },
    insertRule(rule, index) {
      if (direct) {
        live.insertRule(rule, index);
        length = live.cssRules.length;
        return index;
      }
      if (index < 0 || index > length) throw indexError(index);
      check.insertRule(rule, 0); // an invalid rule throws here, as in the live sheet: styled-components skips it
      check.deleteRule(0);
      keep({ rule, at: index });
      length += 1;
      return index;
    },
    deleteRule(index) {
      if (direct) {
        live.deleteRule(index);
        length = live.cssRules.length;
        return;
      }
      if (index < 0 || index >= length) throw indexError(index);
      keep({ remove: index });
      length -= 1;
    },
  };
  tag.sheet = calls;

  // the page changed: its rules go with it, before the frame that shows it
  const changes = new MutationObserver(flush);
  changes.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  // a discrete input: its task writes into the live sheet; the next task batches again
  const port = new MessageChannel();
  port.port1.onmessage = () => { direct = false; };
  const onDiscrete = () => {
    flush();
    if (direct) return;
    direct = true;
    port.port2.postMessage(null);
  };
  const options = { capture: true, passive: true } as const;
  for (const type of DISCRETE) window.addEventListener(type, onDiscrete, options);
  // observable: the specs wait for it (e2e/tests/style-batch.spec.ts)
  performance.mark('styles-batched');
  return () => {
    for (const type of DISCRETE) window.removeEventListener(type, onDiscrete, options);
    changes.disconnect();
    port.port1.close();
    flush();
    tag.sheet = live;
  };
}
