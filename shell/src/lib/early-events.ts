// The early event script: inline in every document's <head>, it runs before the body is parsed and
// keeps what the buyer does on the server's first frame before the app is live, so that the shell's
// markAppLive() (shell/src/lib/app-live.ts) can replay it once hydration has committed.
// The design is Angular's event replay (@angular/core/primitives/event-dispatch: an "early event
// contract" listening at the document root, a queue, a replay on the hydrated handlers), reduced to
// what this store needs:
//  - one capture-phase listener on `document` for click, keydown, input, change and submit; only
//    trusted events;
//  - what the browser does by itself stays native and is not queued: links, <summary>, focusing and
//    typing in text fields, <select>, the submit buttons and submissions of forms with an `action`
//    (GET forms work without the app);
//  - a click on any other control (a button, a role=button/checkbox/… element, a checkbox or radio,
//    a label of one, the submit button of a form without an `action`), Enter or Space on a focusable
//    role=… element that is not a native control, and the submission of a form without an `action`
//    are queued (at most 20) and their default prevented: a checkbox or radio is not toggled (React's
//    controlled state stays in charge: React 19 hydration keeps a toggled box's DOM state but not in
//    its state, and then reads the next click as no change), a form without an action is not
//    submitted to the page's own address with its fields in the query. The control gets
//    aria-busy="true" (cursor: progress, below) until the replay;
//  - a text field, textarea, select, checkbox or radio that changed (input/change) is noted once:
//    React 19 keeps the typed text in the DOM at hydration but not in its state (markAppLive syncs it);
//  - nothing is queued that React already handles: an element React rendered or hydrated (2), or one
//    in a part React has still to hydrate (1): inside a root being hydrated, or, once the root has
//    committed, inside a Suspense boundary still to hydrate (the page area: the layout commits first,
//    the page after it, in slices; a node without React's mark under one that has it). There React
//    hydrates that part synchronously at the event and dispatches it (React's own discrete-event
//    replay); kept here too, the click would act twice. Checkboxes, radios and fields are still kept
//    in that case: React's replay reads their new state as the hydrated one and fires no onChange.
//    React's marks are read from its expando properties (__reactFiber$…, __reactContainer$…), as
//    React's own getClosestInstanceFromNode does.
// window.__acmaEarly = { q, live, stop }: q holds { t: 'c' (click) | 'k' (key) | 's' (submit) |
// 'f' (field), e: element, k: key, c: code, b: true when this script set aria-busy }; stop() removes
// the listeners and sets live.
//
// The text is the script exactly as served: its CSP hash (EARLY_SCRIPT_HASH, in the document's
// script-src) is computed from it here. Plain ES2020, no build step; keep it under 1.5 KB.
import { createHash } from 'node:crypto';

export const EARLY_SCRIPT = [
  '(()=>{',
  'const d=document,q=[],T=["click","keydown","input","change","submit"],',
  'R="button,checkbox,radio,switch,tab,menuitem,option".replace(/\\w+/g,"[role=$&]");let n=0;',
  // o(x): 2 React renders x, 1 x is in a part React has still to hydrate (its root or a boundary), 0 no React for x yet
  'const o=x=>{for(let p=x;p;p=p.parentNode){const k=Object.keys(p).join();',
  'if(/__react(Fiber|Container)\\$/.test(k))return p==x&&k.includes("__reactFiber$")?2:1}return 0},',
  // a(): the event's default prevented, the control marked busy, the record queued
  'a=(e,x,t,b="aria-busy")=>{n<20&&(n++,e.preventDefault(),b=!x.hasAttribute(b)&&!x.setAttribute(b,!0),q.push({t,e:x,k:e.key,c:e.code,b}))},',
  'h=e=>{const x=e.target,y=e.type;if(!e.isTrusted||!x.closest)return;',
  'if(y=="click"){let c=x.closest("a[href],summary,button,input,select,textarea,label,"+R);',
  'if(c&&c.localName=="label")c=c.control;if(!c||c.matches("a[href],summary,select,textarea"))return;',
  'const p=c.type,k=p=="checkbox"||p=="radio";',
  'if(c.localName=="input"&&!/^(checkbox|radio|submit|image|button|reset)$/.test(p))return;',
  'if(/^(submit|image)$/.test(p)&&(c.form?.hasAttribute("action")||c.hasAttribute("formaction")))return;',
  'o(c)<(k?2:1)&&a(e,c,"c")}',
  'else if(y=="keydown"){(e.key=="Enter"||e.key==" ")&&x.matches(R)&&!x.matches("a,button,input,select,textarea,summary")&&!o(x)&&a(e,x,"k")}',
  'else if(y=="submit"){x.hasAttribute("action")||o(x)||a(e,x,"s")}',
  'else if(x.matches("input,textarea,select")&&o(x)<2&&!q.some(r=>r.e==x))q.push({t:"f",e:x})},',
  'L=f=>T.forEach(t=>d[f+"EventListener"](t,h,!0));L("add");',
  'window.__acmaEarly={q,live:!1,stop(){L("remove");this.live=!0}}',
  '})()',
].join('');

/** The script's CSP source expression, `'sha256-…'` of its exact text. */
export const EARLY_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EARLY_SCRIPT, 'utf8').digest('base64')}'`;

/**
 * What the document's head gets, before anything else of the page's: the script, and the cursor of a
 * control whose click is kept for the replay (no layout change).
 */
export const EARLY_HEAD = `<script>${EARLY_SCRIPT}</script><style>html:not([data-live]) [aria-busy=true]{cursor:progress}</style>`;
