// The emails sent after a purchase: the buyer's login details with the receipt, and a seat holder's
// own login details. Each is readable HTML (inline styles, as email clients need) and a text part
// carrying the same facts.

import { escapeHtml } from 'shared-api/html';
import { laterPaymentsPhrase } from '../payments/installments.js';

export const SUPPORT_EMAIL = 'support@medicalaffairs-council.org';

/** One line of the receipt: its price before any promotion (unit price × quantity), in dollars. */
export interface EmailItem { name: string; quantity: number; total: number /* dollars */ }

export interface LoginDetails {
  loginEmail: string;
  /** Set when this email's account was just created; null when the account already existed. */
  temporaryPassword: string | null;
  loginUrl: string;
}

export interface OrderEmailInput {
  fullName: string;
  receiptId: string;
  items: EmailItem[];
  /** The lines' prices added up, before the promotion (dollars). */
  subtotal: number;
  discount: number; // dollars
  /** The promotion code the discount came from, as the store names it. */
  couponCode: string | null;
  total: number; // dollars: subtotal − discount
  /** Installment plan: each monthly payment in order (dollars; they add up to the total). */
  installments: { amounts: number[] } | null;
  /** The learner's login; null in the payer's copy when the programs went to someone else's email. */
  login: LoginDetails | null;
  /** Where the programs went (the learning-platform account's email). */
  learnerEmail: string;
  /** Products with seats to hand out, and where to assign them. */
  seats: { productName: string; count: number; unassigned: number }[];
  seatsUrl: string;
  paidAt: Date;
  /**
   * The event and summit tickets of the order: when, where, and the badge form (absolute URL, summit
   * tickets). An order of tickets only is not about programs on the learning platform.
   */
  events?: EventEmailItem[];
  /** Whether the order also holds programs for the learning platform (default: yes). */
  hasPrograms?: boolean;
}

export interface EventEmailItem { name: string; when: string; venue: string | null; badgeUrl: string | null }

export interface SeatEmailInput {
  holderName: string;
  /** Who assigned the seat: the buyer's account email (verified at sign-in), not text the buyer typed. */
  buyerEmail: string;
  productName: string;
  receiptId: string;
  login: LoginDetails;
}

export interface RenderedEmail { subject: string; html: string; text: string }

const esc = escapeHtml;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const money = (dollars: number): string => usd.format(dollars);
const day = (d: Date): string => d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const firstName = (full: string): string => full.trim().split(/\s+/)[0] || 'there';

const ORDER_FOOTER = `Questions about your order? Write to <a href="mailto:${SUPPORT_EMAIL}" style="color:#1a5fd6">${SUPPORT_EMAIL}</a> and quote your receipt id.`;

function layout(title: string, body: string, footer = ORDER_FOOTER): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f6fa;font-family:Arial,Helvetica,sans-serif;color:#1b1f29;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6fa;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border:1px solid #d9dde6;border-radius:10px">
<tr><td style="background:#14213d;color:#ffffff;padding:20px 28px;border-radius:10px 10px 0 0;font-size:18px;font-weight:bold">Accreditation Council for Medical Affairs</td></tr>
<tr><td style="padding:28px">${body}</td></tr>
<tr><td style="padding:16px 28px 24px;color:#4a5163;font-size:13px;border-top:1px solid #d9dde6">
${footer}
</td></tr>
</table></td></tr></table></body></html>`;
}

function loginBlockHtml(l: LoginDetails): string {
  const password = l.temporaryPassword
    ? `<tr><td style="padding:6px 12px 6px 0;color:#4a5163">Temporary password</td><td style="padding:6px 0;font-family:Consolas,Menlo,monospace;font-size:16px"><strong>${esc(l.temporaryPassword)}</strong></td></tr>`
    : `<tr><td style="padding:6px 12px 6px 0;color:#4a5163">Password</td><td style="padding:6px 0">The one you already use on the learning platform</td></tr>`;
  const note = l.temporaryPassword
    ? 'You will be asked to choose your own password the first time you sign in.'
    : 'This email already has a learning-platform account, so your new programs are added to it. Forgot the password? Use “Forgot password” on the sign-in page.';
  return `<h2 style="font-size:18px;margin:24px 0 8px;color:#14213d">Your learning-platform login</h2>
<table role="presentation" cellpadding="0" cellspacing="0" style="background:#f4f6fa;border-radius:8px;padding:12px 16px;width:100%">
<tr><td style="padding:6px 12px 6px 0;color:#4a5163;width:40%">Login email</td><td style="padding:6px 0"><strong>${esc(l.loginEmail)}</strong></td></tr>
${password}
<tr><td style="padding:6px 12px 6px 0;color:#4a5163">Sign in at</td><td style="padding:6px 0"><a href="${esc(l.loginUrl)}" style="color:#1a5fd6">${esc(l.loginUrl)}</a></td></tr>
</table>
<p style="margin:12px 0 0;color:#4a5163;font-size:14px">${esc(note)}</p>
<p style="margin:20px 0 0"><a href="${esc(l.loginUrl)}" style="display:inline-block;background:#fca311;color:#14213d;font-weight:bold;text-decoration:none;padding:12px 22px;border-radius:8px">Go to the learning platform</a></p>`;
}

function loginBlockText(l: LoginDetails): string {
  return [
    'YOUR LEARNING-PLATFORM LOGIN',
    `Login email: ${l.loginEmail}`,
    l.temporaryPassword ? `Temporary password: ${l.temporaryPassword}` : 'Password: the one you already use on the learning platform',
    `Sign in at: ${l.loginUrl}`,
    l.temporaryPassword
      ? 'You will be asked to choose your own password the first time you sign in.'
      : 'This email already has a learning-platform account, so your new programs are added to it. Forgot the password? Use "Forgot password" on the sign-in page.',
  ].join('\n');
}

/** "Paid in 3 monthly installments: $1,599.99 charged today, then $1,599.99 and $1,600.00 in the next 2 months." */
export function planSentence(amounts: number[]): string {
  const [first, ...later] = amounts.map(money);
  if (!first) return '';
  if (later.length === 0) return `Paid in one installment of ${first}, charged today.`;
  return `Paid in ${amounts.length} monthly installments: ${first} charged today, then ${laterPaymentsPhrase(later)}.`;
}

/** The order's opening line: programs on the learning platform, event tickets, or both (a mixed order). */
function opening(o: OrderEmailInput): string {
  const events = o.events ?? [];
  const programs = o.hasPrograms ?? true;
  if (events.length === 0) return 'Your payment went through and your programs are waiting on the ACMA learning platform.';
  const tickets = events.length === 1 ? 'your ticket is confirmed' : 'your tickets are confirmed';
  return programs
    ? `Your payment went through: ${tickets} (the details are below) and your programs are waiting on the ACMA learning platform.`
    : `Your payment went through and ${tickets}. Here is when and where to come.`;
}

function eventsHtml(events: EventEmailItem[]): string {
  if (events.length === 0) return '';
  const one = (e: EventEmailItem) => `<tr><td style="padding:12px 16px;background:#f4f6fa;border-radius:8px">
<strong style="color:#14213d">${esc(e.name)}</strong><br>
<span style="color:#4a5163">When:</span> ${esc(e.when)}<br>
${e.venue ? `<span style="color:#4a5163">Where:</span> ${esc(e.venue)}<br>` : ''}
${e.badgeUrl ? `<span style="color:#4a5163">Your attendee badge:</span> complete it at <a href="${esc(e.badgeUrl)}" style="color:#1a5fd6">${esc(e.badgeUrl)}</a>` : ''}
</td></tr>`;
  return `<h2 style="font-size:18px;margin:24px 0 8px;color:#14213d">${events.length === 1 ? 'Your event' : 'Your events'}</h2>
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:separate;border-spacing:0 8px">${events.map(one).join('\n')}</table>`;
}

function eventsText(events: EventEmailItem[]): string[] {
  if (events.length === 0) return [];
  return [
    events.length === 1 ? 'YOUR EVENT' : 'YOUR EVENTS',
    ...events.flatMap((e) => [
      `- ${e.name}`,
      `  When: ${e.when}`,
      ...(e.venue ? [`  Where: ${e.venue}`] : []),
      ...(e.badgeUrl ? [`  Your attendee badge: complete it at ${e.badgeUrl}`] : []),
    ]),
    '',
  ];
}

export function orderEmail(o: OrderEmailInput): RenderedEmail {
  const ticketsOnly = (o.events ?? []).length > 0 && o.hasPrograms === false;
  const subject = !o.login ? `Your ACMA receipt ${o.receiptId}`
    : ticketsOnly ? `Your ACMA ${(o.events ?? []).length === 1 ? 'ticket' : 'tickets'} – receipt ${o.receiptId}` : `Your ACMA programs are ready – receipt ${o.receiptId}`;
  const rows = o.items
    .map((i) => `<tr><td style="padding:8px 0;border-bottom:1px solid #d9dde6">${esc(i.name)}${i.quantity > 1 ? ` <span style="color:#4a5163">× ${i.quantity}</span>` : ''}</td><td style="padding:8px 0;border-bottom:1px solid #d9dde6;text-align:right;white-space:nowrap">${money(i.total)}</td></tr>`)
    .join('\n');
  const plan = o.installments ? `<p style="margin:8px 0 0;color:#4a5163;font-size:14px">${esc(planSentence(o.installments.amounts))}</p>` : '';
  const discountLabel = `Discount${o.couponCode ? ` (${o.couponCode})` : ''}`;
  const seats = o.seats.length
    ? `<h2 style="font-size:18px;margin:24px 0 8px;color:#14213d">Seats for your team</h2>
<ul style="margin:0;padding-left:20px">${o.seats.map((s) => `<li>${esc(s.productName)}: ${s.count} seats${s.unassigned ? `, ${s.unassigned} still to assign` : ', all assigned'}</li>`).join('')}</ul>
<p style="margin:8px 0 0">Each person you assign receives their own login email. You can assign or change seats at <a href="${esc(o.seatsUrl)}" style="color:#1a5fd6">${esc(o.seatsUrl)}</a>.</p>`
    : '';
  const html = layout(subject, `<h1 style="font-size:22px;margin:0 0 12px;color:#14213d">Thank you, ${esc(firstName(o.fullName))}!</h1>
<p style="margin:0">${esc(opening(o))}</p>
${eventsHtml(o.events ?? [])}
${o.login ? loginBlockHtml(o.login) : `<p style="margin:16px 0 0">The login details for the learning platform were sent to <strong>${esc(o.learnerEmail)}</strong>.</p>`}
${seats}
<h2 style="font-size:18px;margin:24px 0 8px;color:#14213d">Your receipt</h2>
<p style="margin:0 0 8px;color:#4a5163;font-size:14px">Receipt id <strong style="color:#1b1f29">${esc(o.receiptId)}</strong> · ${esc(day(o.paidAt))}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%">
${rows}
${o.discount > 0 ? `<tr><td style="padding:8px 0">Subtotal</td><td style="padding:8px 0;text-align:right">${money(o.subtotal)}</td></tr>
<tr><td style="padding:8px 0;color:#1f7a3d">${esc(discountLabel)}</td><td style="padding:8px 0;text-align:right;color:#1f7a3d">−${money(o.discount)}</td></tr>` : ''}
<tr><td style="padding:10px 0;font-weight:bold">Total</td><td style="padding:10px 0;text-align:right;font-weight:bold">${money(o.total)} USD</td></tr>
</table>
${plan}`);
  const text = [
    `Thank you, ${firstName(o.fullName)}!`,
    opening(o),
    '',
    ...eventsText(o.events ?? []),
    o.login ? loginBlockText(o.login) : `The login details for the learning platform were sent to ${o.learnerEmail}.`,
    '',
    ...(o.seats.length
      ? [
        'SEATS FOR YOUR TEAM',
        ...o.seats.map((s) => `- ${s.productName}: ${s.count} seats${s.unassigned ? `, ${s.unassigned} still to assign` : ', all assigned'}`),
        `Each person you assign receives their own login email. Assign or change seats at ${o.seatsUrl}`,
        '',
      ]
      : []),
    'YOUR RECEIPT',
    `Receipt id: ${o.receiptId} (${day(o.paidAt)})`,
    ...o.items.map((i) => `- ${i.name}${i.quantity > 1 ? ` x ${i.quantity}` : ''}: ${money(i.total)}`),
    ...(o.discount > 0 ? [`Subtotal: ${money(o.subtotal)}`, `${discountLabel}: -${money(o.discount)}`] : []),
    `Total: ${money(o.total)} USD`,
    ...(o.installments ? [planSentence(o.installments.amounts)] : []),
    '',
    `Questions about your order? Write to ${SUPPORT_EMAIL} and quote your receipt id.`,
  ].join('\n');
  return { subject, html, text };
}

export function seatEmail(s: SeatEmailInput): RenderedEmail {
  const subject = `Your seat in ${s.productName} – ACMA learning platform login`;
  const html = layout(subject, `<h1 style="font-size:22px;margin:0 0 12px;color:#14213d">Welcome, ${esc(firstName(s.holderName))}!</h1>
<p style="margin:0">The ACMA account <strong>${esc(s.buyerEmail)}</strong> has given you a seat in <strong>${esc(s.productName)}</strong>. Your program is waiting for you on the ACMA learning platform.</p>
${loginBlockHtml(s.login)}
<p style="margin:24px 0 0;color:#4a5163;font-size:14px">Order receipt id: ${esc(s.receiptId)}</p>`);
  const text = [
    `Welcome, ${firstName(s.holderName)}!`,
    `The ACMA account ${s.buyerEmail} has given you a seat in ${s.productName}. Your program is waiting for you on the ACMA learning platform.`,
    '',
    loginBlockText(s.login),
    '',
    `Order receipt id: ${s.receiptId}`,
    `Questions? Write to ${SUPPORT_EMAIL}.`,
  ].join('\n');
  return { subject, html, text };
}

export interface FreePassLinkEmailInput {
  /** The partner code as the store keeps it (checked against the codes table, not the typed text). */
  code: string;
  /** The signed link that opens this claim for review and change (SITE_URL + a signed token). */
  changeUrl: string;
  /** Days the link stays valid. */
  validDays: number;
}

/**
 * Sent to the address a free pass was requested for, on a new request and on a repeated one (at most
 * one a day per request). It carries only what the store wrote: no name or other text from the form.
 */
export function freePassLinkEmail(f: FreePassLinkEmailInput): RenderedEmail {
  const subject = 'Your ACMA Summit complimentary pass request';
  const html = layout(subject, `<h1 style="font-size:22px;margin:0 0 12px;color:#14213d">Your complimentary pass request</h1>
<p style="margin:0">We have a request for a complimentary ACMA Summit pass for this email address, with the partner code <strong>${esc(f.code)}</strong>. Spots are limited: if you are selected, we will confirm your place by email.</p>
<p style="margin:16px 0 0">To review or change the details of your request, use this link (valid for ${f.validDays} days):</p>
<p style="margin:20px 0 0"><a href="${esc(f.changeUrl)}" style="display:inline-block;background:#fca311;color:#14213d;font-weight:bold;text-decoration:none;padding:12px 22px;border-radius:8px">Review my request</a></p>
<p style="margin:16px 0 0;color:#4a5163;font-size:14px">If you did not ask for a pass, ignore this email: nothing changes unless the link is used.</p>`);
  const text = [
    'Your complimentary pass request',
    `We have a request for a complimentary ACMA Summit pass for this email address, with the partner code ${f.code}. Spots are limited: if you are selected, we will confirm your place by email.`,
    '',
    `To review or change the details of your request, use this link (valid for ${f.validDays} days):`,
    f.changeUrl,
    '',
    'If you did not ask for a pass, ignore this email: nothing changes unless the link is used.',
    `Questions? Write to ${SUPPORT_EMAIL}.`,
  ].join('\n');
  return { subject, html, text };
}

export interface QuizResultEmailInput {
  correctCount: number;
  total: number;
  score: number;
  /** The key area of the first missed question: the one to work on first (as the result page shows). */
  focus: { keyArea: string; descriptionOfKeyArea: string; importance: string; inMedicalAffairs: string };
  /** Each missed question with its context, the answer given, the correct one and its key area. */
  missed: { number: number; details: string; question: string; selected: string; correct: string; keyArea: string; areaDescription: string }[];
  catalogUrl: string;
  quizUrl: string;
}

/**
 * The knowledge quiz's result, sent when at least one answer is wrong: the score, the focus area and
 * why it matters, and every missed question explained. Only the store's own text (no form text).
 */
export function quizResultEmail(q: QuizResultEmailInput): RenderedEmail {
  const subject = `Your medical affairs quiz result: ${q.score}%`;
  const h2 = 'font-size:18px;margin:24px 0 8px;color:#14213d';
  const missedHtml = q.missed.map((m) => `<li style="margin:0 0 16px">
<p style="margin:0 0 4px"><strong>Question ${m.number}</strong> <span style="color:#4a5163">(${esc(m.keyArea)})</span></p>
<p style="margin:0 0 4px;color:#4a5163">${esc(m.details)}</p>
<p style="margin:0 0 4px">${esc(m.question)}</p>
<p style="margin:0 0 4px">Your answer: ${esc(m.selected)}</p>
<p style="margin:0 0 4px;color:#1f7a3d"><strong>Correct answer: ${esc(m.correct)}</strong></p>
<p style="margin:0;color:#4a5163;font-size:14px">Why it counts: ${esc(m.keyArea)} is ${esc(lowerFirst(m.areaDescription))}</p>
</li>`).join('\n');
  const html = layout(subject, `<h1 style="font-size:22px;margin:0 0 12px;color:#14213d">Your score: ${q.score}%</h1>
<p style="margin:0">You answered ${q.correctCount} of ${q.total} questions correctly in the ACMA knowledge quiz on medical affairs.</p>
<h2 style="${h2}">Your focus area: ${esc(q.focus.keyArea)}</h2>
<p style="margin:0 0 8px">${esc(q.focus.descriptionOfKeyArea)}</p>
<p style="margin:0 0 8px"><strong>Why it matters.</strong> ${esc(q.focus.importance)}</p>
<p style="margin:0"><strong>Its place in medical affairs.</strong> ${esc(q.focus.inMedicalAffairs)}</p>
<h2 style="${h2}">The questions you missed</h2>
<ol style="margin:0;padding-left:20px;list-style:none">${missedHtml}</ol>
<p style="margin:20px 0 0"><a href="${esc(q.catalogUrl)}" style="display:inline-block;background:#fca311;color:#14213d;font-weight:bold;text-decoration:none;padding:12px 22px;border-radius:8px">Explore programs for ${esc(q.focus.keyArea)}</a></p>
<p style="margin:16px 0 0;color:#4a5163;font-size:14px">Want another go? <a href="${esc(q.quizUrl)}" style="color:#1a5fd6">Take the quiz again</a>.</p>`,
  `You receive this email because this address was entered in the ACMA knowledge quiz. Questions? Write to <a href="mailto:${SUPPORT_EMAIL}" style="color:#1a5fd6">${SUPPORT_EMAIL}</a>.`);
  const text = [
    `Your score: ${q.score}%`,
    `You answered ${q.correctCount} of ${q.total} questions correctly in the ACMA knowledge quiz on medical affairs.`,
    '',
    `YOUR FOCUS AREA: ${q.focus.keyArea.toUpperCase()}`,
    q.focus.descriptionOfKeyArea,
    `Why it matters. ${q.focus.importance}`,
    `Its place in medical affairs. ${q.focus.inMedicalAffairs}`,
    '',
    'THE QUESTIONS YOU MISSED',
    ...q.missed.flatMap((m) => [
      `Question ${m.number} (${m.keyArea})`,
      m.details,
      m.question,
      `Your answer: ${m.selected}`,
      `Correct answer: ${m.correct}`,
      `Why it counts: ${m.keyArea} is ${lowerFirst(m.areaDescription)}`,
      '',
    ]),
    `Explore programs for ${q.focus.keyArea}: ${q.catalogUrl}`,
    `Take the quiz again: ${q.quizUrl}`,
    '',
    `You receive this email because this address was entered in the ACMA knowledge quiz. Questions? Write to ${SUPPORT_EMAIL}.`,
  ].join('\n');
  return { subject, html, text };
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

export interface ChatMessageEmailInput { name: string; email: string; message: string; page: string | null; leadId: number }

/** A chat message for the store's inbox: who wrote, their address to answer to, the page and the message. */
export function chatMessageEmail(c: ChatMessageEmailInput): RenderedEmail {
  // nothing the visitor typed goes into a header (a mail program decodes, shows and trusts them
  // there): the name, the address and the message are in the body only
  const subject = `Chat message #${c.leadId} from the store's chat`;
  const html = layout(subject, `<h1 style="font-size:22px;margin:0 0 12px;color:#14213d">A chat message from the store</h1>
<table role="presentation" cellpadding="0" cellspacing="0" style="background:#f4f6fa;border-radius:8px;padding:12px 16px;width:100%">
<tr><td style="padding:6px 12px 6px 0;color:#4a5163;width:30%">Name</td><td style="padding:6px 0"><strong>${esc(c.name)}</strong></td></tr>
<tr><td style="padding:6px 12px 6px 0;color:#4a5163">Answer to</td><td style="padding:6px 0"><a href="mailto:${esc(c.email)}" style="color:#1a5fd6">${esc(c.email)}</a></td></tr>
${c.page ? `<tr><td style="padding:6px 12px 6px 0;color:#4a5163">Sent from</td><td style="padding:6px 0">${esc(c.page)}</td></tr>` : ''}
</table>
<p style="margin:16px 0 0;white-space:pre-wrap">${esc(c.message)}</p>
<p style="margin:16px 0 0;color:#4a5163;font-size:14px">The buyer was told: an advisor answers by email, within one business day.</p>`,
  `Lead #${c.leadId} in lead_submissions (form live-chat).`);
  const text = [
    'A chat message from the store',
    `Name: ${c.name}`,
    `Answer to: ${c.email}`,
    ...(c.page ? [`Sent from: ${c.page}`] : []),
    '',
    c.message,
    '',
    'The buyer was told: an advisor answers by email, within one business day.',
    `Lead #${c.leadId} in lead_submissions (form live-chat).`,
  ].join('\n');
  return { subject, html, text };
}
