// An API 400 in a form's words. The API names each field it refuses by the key it was sent
// under, in the issue's path and often as the subject of its message ("firstName: firstName must be a
// name, without web or email addresses"); the form shows the label the visitor sees beside that field
// ("First name (as on your badge)") instead, in its message and beside the field.
import { apiMessage, errorResponse } from 'shared-api';

export interface FormApiError<K extends string> {
  /** The form's message: every issue in the form's words, or the API's own message when it named none. */
  text: string | null;
  /** Each refused field's message, to show beside it, in the form's order (the first gets the focus). */
  fields: Partial<Record<K, string>>;
}

/** `attendees[0].lastName` and `attendees.0.lastName` alike. */
const dotted = (path: string): string => path.replace(/\[(\d+)\]/g, '.$1');
const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sentence = (t: string): string => (/[.!?]$/.test(t) ? t : `${t}.`);

/**
 * The issues of the API's answer `err`, with the label `labels` gives each field (by the key the form
 * sends, e.g. `firstName`; `prefix` is dropped from the paths first, e.g. `fields.` for the lead
 * endpoint). An issue of a field the form does not name keeps the API's message, without its path.
 */
export function formApiError<K extends string>(err: unknown, labels: Readonly<Record<K, string>>, prefix = ''): FormApiError<K> {
  const issues = (errorResponse(err)?.data as { issues?: unknown } | undefined)?.issues;
  const found = new Map<K, string>();
  const sentences: string[] = [];
  for (const issue of Array.isArray(issues) ? (issues as { path?: unknown; message?: unknown }[]) : []) {
    const message = typeof issue?.message === 'string' ? issue.message.trim() : '';
    if (!message) continue;
    const raw = typeof issue.path === 'string' ? issue.path : Array.isArray(issue.path) ? issue.path.join('.') : '';
    const path = dotted(raw);
    const key = prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path;
    const label = Object.prototype.hasOwnProperty.call(labels, key) ? labels[key as K] : undefined;
    if (!label) { sentences.push(sentence(message)); continue; }
    // the key as the message's subject ("lastName is required"): the label instead
    const subjects = [...new Set([raw, path, key, key.split('.').pop()!])].filter(Boolean).map(escapeRe);
    const subject = new RegExp(`^(?:${subjects.join('|')})(?![\\w.\\[])`);
    const own = subject.test(message) ? message.replace(subject, label) : null;
    const text = sentence(own ?? message);
    if (!found.has(key as K)) found.set(key as K, text);
    sentences.push(own ? text : `${label}: ${text}`);
  }
  const fields: Partial<Record<K, string>> = {};
  for (const k of Object.keys(labels) as K[]) if (found.has(k)) fields[k] = found.get(k);
  return { text: sentences.length ? sentences.join(' ') : apiMessage(err), fields };
}
