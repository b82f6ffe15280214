// The provider's own pages: sign in, create an account, and a message page. Plain HTML with no
// script (the pages are served with a CSP that allows none), labelled inputs and visible focus,
// in the store's colours.
import { PASSWORD_MAX, type SeedUser } from './users.js';

import { escapeHtml } from 'shared-api/html';

export const esc = escapeHtml;

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;
  color:#1b1f29;background:#f4f6fa;display:flex;flex-direction:column;align-items:center;padding:40px 16px}
main{width:100%;max-width:440px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 14px rgba(20,33,61,.10);border-top:4px solid #14213d;padding:32px 28px}
.brand{display:flex;align-items:center;gap:8px;font-weight:800;font-size:1.25rem;color:#14213d;letter-spacing:.5px;margin-bottom:20px}
.brand span{color:#fca311}
h1{font-size:1.6rem;color:#14213d;margin:0 0 4px;line-height:1.2}
.lead{margin:0 0 24px;color:#4a5163}
label{display:block;font-weight:600;color:#14213d;margin:18px 0 6px}
.hint{display:block;font-size:.875rem;color:#4a5163;margin:-2px 0 6px}
input{width:100%;font:inherit;padding:11px 12px;border:1px solid #8a93a6;border-radius:8px;background:#fff;color:#1b1f29;min-height:44px}
input[aria-invalid=true]{border-color:#b3261e;border-width:2px}
:focus-visible{outline:3px solid #1a5fd6;outline-offset:2px}
input:focus-visible{outline-offset:0}
.field-error{display:block;color:#b3261e;font-size:.9rem;margin-top:6px;font-weight:500}
.alert{border-radius:8px;padding:12px 14px;margin:0 0 8px;font-weight:500}
.alert-error{background:#fdecea;color:#8c1d18;border:1px solid #f3b8b3}
.alert-info{background:#eef3fb;color:#14213d;border:1px solid #c9d6ee}
button{font:inherit;cursor:pointer}
.primary{display:block;width:100%;margin-top:24px;min-height:48px;border:0;border-radius:8px;background:#14213d;color:#fff;font-weight:700;font-size:1.05rem}
.primary:hover{background:#23345e}
.switch{margin:20px 0 0;text-align:center;color:#4a5163}
a{color:#14213d;font-weight:600}
a:hover{color:#23345e}
a.primary,a.primary:hover{display:flex;align-items:center;justify-content:center;text-decoration:none;color:#fff}
.back{display:inline-block;margin-top:20px;text-align:center;width:100%}
.test-users{margin-top:24px;background:#fff;border-radius:12px;padding:20px 22px;border:1px dashed #8a93a6}
.test-users h2{font-size:1.05rem;color:#14213d;margin:0 0 4px}
.test-users p{margin:0 0 12px;color:#4a5163;font-size:.9rem}
.test-users ul{list-style:none;margin:0;padding:0;display:grid;gap:10px}
.test-users li{display:flex;align-items:center;justify-content:space-between;gap:12px;border:1px solid #d9dde6;border-radius:8px;padding:10px 12px}
.test-users .who{flex:1;min-width:0;font-size:.9rem;overflow-wrap:break-word}
.test-users .who strong{display:block;color:#14213d;font-size:1rem}
.test-users code{background:#f4f6fa;border-radius:4px;padding:1px 5px;white-space:nowrap}
.test-users form{flex:none}
.secondary{min-height:44px;padding:8px 14px;border:2px solid #14213d;border-radius:8px;background:#fff;color:#14213d;font-weight:600}
.secondary:hover{background:#f4f6fa}
.visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (max-width:480px){body{padding:20px 12px}.card{padding:24px 18px}.test-users li{flex-direction:column;align-items:stretch}.secondary{width:100%}}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${esc(title)} · ACMA Store</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

const brand = `<div class="brand"><span aria-hidden="true">◆</span>ACMA Store</div>`;
const backLink = (url?: string) => (url ? `<a class="back" href="${esc(url)}">Back to the store</a>` : '');

function field(opts: {
  id: string; label: string; type: string; autocomplete: string; value?: string; error?: string; hint?: string;
  required?: boolean; autofocus?: boolean; maxlength?: number;
}): string {
  const describedBy = [opts.hint ? `${opts.id}-hint` : '', opts.error ? `${opts.id}-error` : ''].filter(Boolean).join(' ');
  return `<label for="${opts.id}">${esc(opts.label)}</label>
${opts.hint ? `<span class="hint" id="${opts.id}-hint">${esc(opts.hint)}</span>` : ''}
<input id="${opts.id}" name="${opts.id}" type="${opts.type}" autocomplete="${opts.autocomplete}"${
    opts.value ? ` value="${esc(opts.value)}"` : ''}${opts.required === false ? '' : ' required'}${
    opts.maxlength ? ` maxlength="${opts.maxlength}"` : ''}${opts.autofocus ? ' autofocus' : ''}${
    opts.error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}>
${opts.error ? `<span class="field-error" id="${opts.id}-error">${esc(opts.error)}</span>` : ''}`;
}

export interface SignInView {
  uid: string;
  email?: string;
  error?: string;
  notice?: string;
  testUsers?: readonly SeedUser[];
  backUrl?: string;
}

export function signInPage(v: SignInView): string {
  const action = `/interaction/${encodeURIComponent(v.uid)}/login`;
  const tests = v.testUsers?.length
    ? `<section class="test-users" aria-labelledby="test-users-title">
<h2 id="test-users-title">Test buyers</h2>
<p>These accounts exist only on this local sign-in service, for trying the store.</p>
<ul>
${v.testUsers.map((u) => `<li><div class="who"><strong>${esc(u.name)}</strong>${esc(u.email)}<br>Password: <code>${esc(u.password)}</code></div>
<form method="post" action="${action}"><input type="hidden" name="email" value="${esc(u.email)}"><input type="hidden" name="password" value="${esc(u.password)}">
<button class="secondary" type="submit">Sign in as ${esc(u.name.split(' ')[0] ?? u.name)}<span class="visually-hidden"> (${esc(u.email)})</span></button></form></li>`).join('\n')}
</ul>
</section>`
    : '';
  return layout('Sign in', `<div class="card">
${brand}
<h1>Sign in</h1>
<p class="lead">Use your ACMA account to check out and see your orders.</p>
${v.notice ? `<p class="alert alert-info" role="status">${esc(v.notice)}</p>` : ''}
${v.error ? `<p class="alert alert-error" role="alert" id="form-error">${esc(v.error)}</p>` : ''}
<form method="post" action="${action}" novalidate>
${field({ id: 'email', label: 'Email address', type: 'email', autocomplete: 'username', value: v.email, autofocus: !v.email, maxlength: 254 })}
${field({ id: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', autofocus: !!v.email, maxlength: 128 })}
<button class="primary" type="submit">Sign in</button>
</form>
<p class="switch">New to ACMA? <a href="/interaction/${encodeURIComponent(v.uid)}/signup">Create an account</a></p>
${backLink(v.backUrl)}
</div>
${tests}`);
}

export interface SignUpView {
  uid: string;
  values?: { name?: string; email?: string };
  errors?: Partial<Record<'name' | 'email' | 'password', string>>;
  /** A message about the whole form (e.g. too many sign-ups from here), above it. */
  error?: string;
  backUrl?: string;
}

export function signUpPage(v: SignUpView): string {
  const e = v.errors ?? {};
  const count = Object.keys(e).length;
  return layout('Create an account', `<div class="card">
${brand}
<h1>Create an account</h1>
<p class="lead">One account for checkout and your order history. We email you a link to confirm your address.</p>
${v.error ? `<p class="alert alert-error" role="alert" id="form-error">${esc(v.error)}</p>`
    : count ? `<p class="alert alert-error" role="alert" id="form-error">${count === 1 ? 'Please correct the field marked below.' : `Please correct the ${count} fields marked below.`}</p>` : ''}
<form method="post" action="/interaction/${encodeURIComponent(v.uid)}/signup" novalidate>
${field({ id: 'name', label: 'Full name', type: 'text', autocomplete: 'name', value: v.values?.name, error: e.name, autofocus: !count || !!e.name, maxlength: 80 })}
${field({ id: 'email', label: 'Email address', type: 'email', autocomplete: 'email', value: v.values?.email, error: e.email, autofocus: !e.name && !!e.email, maxlength: 254 })}
${field({ id: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: 'At least 8 characters.', error: e.password, autofocus: !e.name && !e.email && !!e.password, maxlength: 128 })}
<button class="primary" type="submit">Create account</button>
</form>
<p class="switch">Already have an account? <a href="/interaction/${encodeURIComponent(v.uid)}">Sign in</a></p>
${backLink(v.backUrl)}
</div>`);
}

export function messagePage(title: string, message: string, backUrl?: string): string {
  return layout(title, `<div class="card">
${brand}
<h1>${esc(title)}</h1>
<p class="lead">${esc(message)}</p>
${backLink(backUrl)}
</div>`);
}

/**
 * The page of an emailed confirmation link: the password chosen in the sign-up, and one button
 * (a link scanner's GET confirms nothing; the password proves the sign-up, not only the inbox).
 */
export function confirmEmailPage(v: { token: string; email: string; error?: string }): string {
  return layout('Confirm your email address', `<div class="card">
${brand}
<h1>Confirm your email address</h1>
<p class="lead">Confirm <strong>${esc(v.email)}</strong> for your ACMA Store account. Until then the account cannot check out or see orders.</p>
<form method="post" action="/confirm-email">
<input type="hidden" name="token" value="${esc(v.token)}">
${field({
    id: 'password', label: 'Your password', type: 'password', autocomplete: 'current-password', autofocus: true, maxlength: PASSWORD_MAX,
    hint: 'The password you chose when you created the account: it shows that this request is yours.', error: v.error,
  })}
<button class="primary" type="submit">Confirm my email address</button>
</form>
</div>`);
}

/**
 * After confirming: words true whether or not the buyer is signed in in the store. Signed in (the
 * store open in another tab, its tokens still saying "not confirmed"), the store goes on by itself:
 * it renews the tokens, and a store page opened from here does it at once. Not signed in: the
 * sign-up's own sign-in page when it is still open, else the store's Log In.
 */
export function emailConfirmedPage(v: { email: string; signInUrl?: string; backUrl?: string }): string {
  const signIn = v.signInUrl
    ? `<p class="switch">Not signed in yet? <a href="${esc(v.signInUrl)}">Continue to sign in</a></p>`
    : `<p class="switch">Not signed in yet? In the store, choose <strong>Log In</strong>.</p>`;
  return layout('Email address confirmed', `<div class="card">
${brand}
<h1>Email address confirmed</h1>
<p class="lead" role="status">Your email address <strong>${esc(v.email)}</strong> is confirmed. You can check out and see your orders.</p>
<p>Already signed in to the store in this browser? Your open tab goes on by itself, without signing in again.</p>
${v.backUrl ? `<a class="primary" href="${esc(v.backUrl)}">Return to the store</a>` : ''}
${signIn}
</div>`);
}
