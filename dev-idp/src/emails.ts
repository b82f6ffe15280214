// The provider's two emails: the link that confirms an address, and the notice to the owner of an
// address that already has an account (the sign-up page answers the same in both cases; the email
// tells the owner, and nobody else, which it was).
import { esc } from './pages.js';
import type { IdpMail } from './mail.js';

function html(title: string, paragraphs: string[], button?: { href: string; label: string }, after: string[] = []): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6fa;font:16px/1.5 Arial,Helvetica,sans-serif;color:#1b1f29">
<div style="max-width:520px;margin:0 auto;background:#fff;border-top:4px solid #14213d;border-radius:8px;padding:24px">
<p style="font-weight:800;color:#14213d;margin:0 0 16px">ACMA Store</p>
<h1 style="font-size:22px;color:#14213d;margin:0 0 12px">${esc(title)}</h1>
${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('\n')}
${button ? `<p><a href="${esc(button.href)}" style="display:inline-block;background:#14213d;color:#fff;padding:12px 20px;border-radius:6px;font-weight:700;text-decoration:none">${esc(button.label)}</a></p>
<p style="font-size:14px;color:#4a5163">Or paste this address into your browser: ${esc(button.href)}</p>` : ''}
${after.map((p) => `<p>${esc(p)}</p>`).join('\n')}
</div></body></html>`;
}

/** The confirmation link of a sign-up (a new account, or another sign-up for an unconfirmed one). */
// (what the signer typed, such as the name, is not repeated: the form must not send anyone's text to any address)
export function confirmEmail(v: { to: string; link: string; again: boolean; at: number }): IdpMail {
  const subject = 'Confirm your email address for the ACMA Store';
  const when = madeAt(v.at);
  const intro = v.again
    ? `Someone, probably you, asked again to create an ACMA Store account for ${v.to}, on ${when}. The account is not confirmed yet.`
    : `Someone, probably you, asked to create an ACMA Store account for ${v.to}, on ${when}.`;
  const how = v.again
    ? 'Follow the link below and enter the password you chose in that request to confirm the address: the account then uses the name and password chosen in it. Links of earlier requests no longer work. The link works once, for 24 hours.'
    : 'Follow the link below and enter the password you chose to confirm the address. The link works once, for 24 hours: an account not confirmed by then is removed. Until then the account cannot check out or see orders.';
  const ignore = 'If it was not you, ignore this email: nothing is confirmed without the link and the password chosen in that request.';
  return {
    to: v.to,
    subject,
    text: `${intro}\n\n${how}\n\n${v.link}\n\n${ignore}\n`,
    html: html(subject, [intro, how], { href: v.link, label: 'Confirm my email address' }, [ignore]),
  };
}

/** "3 December 2026 at 14:32 UTC": when a sign-up was made, as its email says it. */
export function madeAt(ms: number): string {
  const d = new Date(ms);
  const date = d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const time = d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
  return `${date} at ${time} UTC`;
}

/** To the owner of a confirmed account when someone signs up with its address. */
export function accountExistsEmail(v: { to: string; signInUrl?: string }): IdpMail {
  const subject = 'Someone tried to create an ACMA Store account with your email address';
  const intro = `Someone tried to create an ACMA Store account with ${v.to}, which already has one.`;
  const ifYou = 'If it was you, you do not need a new account: sign in with your email address and password.';
  const nothing = 'Nothing has changed: your account, its password and your orders are as they were. If it was not you, you can ignore this email.';
  return {
    to: v.to,
    subject,
    text: `${intro}\n\n${ifYou}${v.signInUrl ? ` Open the store and choose Log In: ${v.signInUrl}` : ''}\n\n${nothing}\n`,
    html: html(subject, [intro, ifYou, nothing], v.signInUrl ? { href: v.signInUrl, label: 'Go to the store and sign in' } : undefined),
  };
}
