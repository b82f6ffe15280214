// The full name rule (shared-api's names.ts: linkify-it and every top-level domain) for the store's
// forms. It is a chunk of its own, never in a page's first load: a form starts loading it when the
// visitor first focuses one of its fields (preloadNameRule), and awaits loadNameRule() when it is
// submitted, before it checks, so "payroll-verify.ca" gets the form's own message, not the API's 400.
// loadNameRule() never rejects: if the chunk cannot load, the quick checks stay (the API applies the
// full rule) and the next submit tries again.
import { useRef, type FormEvent, type ReactNode } from 'react';
import { loadNameRule } from 'shared-api';

/** For a form's onFocus: starts loading the rule, so it is there by the submit. */
export const preloadNameRule = (): void => { void loadNameRule(); };

/**
 * Around a NativeLeadForm (lead-form.tsx), which checks its fields synchronously when submitted: the
 * gate holds the submit, awaits loadNameRule(), then submits the form again, so the form's own
 * message answers "payroll-verify.ca" or "Smith localhost:8080" before anything is sent.
 */
export function NameRuleGate({ children }: { children: ReactNode }) {
  // the form submitted again once the rule is loaded (let through once), and a submit being held
  const passing = useRef<HTMLFormElement | null>(null);
  const holding = useRef(false);

  const onSubmitCapture = (e: FormEvent<HTMLDivElement>) => {
    const form = e.target;
    if (!(form instanceof HTMLFormElement)) return;
    if (passing.current === form) { passing.current = null; return; }
    // before the form's own handler: nothing is checked or sent until the rule is loaded
    e.preventDefault();
    e.stopPropagation();
    if (holding.current) return; // a second click while the rule loads does nothing
    holding.current = true;
    const submitter = (e.nativeEvent as Partial<SubmitEvent>).submitter ?? null;
    // submitted again in a task of its own: while this submit event is still being dispatched (the
    // rule already loaded resolves within it), the browser ignores a requestSubmit()
    void loadNameRule().then(() => setTimeout(() => {
      holding.current = false;
      if (!form.isConnected) return;
      passing.current = form;
      form.requestSubmit(submitter?.isConnected ? submitter : null);
    }, 0));
  };

  return <div style={{ display: 'contents' }} onFocusCapture={preloadNameRule} onSubmitCapture={onSubmitCapture}>{children}</div>;
}
