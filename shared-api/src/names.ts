// People's names as the store accepts them (buyer, license/seat holder, badge, free pass): text that
// the store later prints in emails and on badges, so it must stay a name. At most 80 characters, one
// line, and no web or email address: an email client turns "verify at evil.example/x" or
// "payroll-verify.ca" into a link, and the store would then be sending it from its own address.
//
// An address is, in the text as a reader sees it (NFKC, full-width dots as dots):
// - what the checks of names-base.ts find: a scheme (`https:`, `x://`), `www.`, `@`, a host followed
//   by a path, an IPv4 address, a host under one of the common top-level domains listed there, in any
//   spelling;
// - `localhost`, a host with a port (`intranet:8080`: a word that starts with a letter, a colon and 2
//   to 5 digits) and an IPv6 address;
// - any link linkify-it finds (fuzzy links, fuzzy emails and IPs on) with every top-level domain of
//   the `tlds` package (IANA's list, IDNs such as `рф` and their `xn--` forms): `payroll-verify.ca`,
//   `x.it`, `x.nl`, `report.zip`, `clip.mov`, `пример.рф`, `xn--e1afmkfd.xn--p1ai`, `bücher.de`;
// - except a dotted initial: capital initials each followed by a dot, then a capitalised word, with
//   nothing else joined to it ("J.Ford", "J.R.Kim", "B.Sc", "J.Li"). A full list makes many surnames
//   and degrees top-level domains (ford, kim, black, gold, sc, li, ng), and such a host would need a
//   one-letter domain name. Written in lower case ("j.ford") it is a host, and so is a dotted initial
//   under a common domain ("J.Com"); a longer first label ("Dr.Black", "Dr.med.") is a host too:
//   "Dr. Black" is the name. The same holds where summit-schemas.ts checks a company or job title
//   with hasWebAddress: "Acme Co.Ltd" and "Sr.Engineer" are hosts (ltd, engineer), "Acme Co. Ltd" is not.
//
// This module loads linkify-it and the list (~10 KB gzip). The API's schemas import it; the browser
// reaches it through names-quick.ts (`loadNameRule()`), never with a page's first load.
import { LinkifyIt } from 'linkify-it';
import tlds from 'tlds';
import { asShown, nameProblemWith, quickFindsAddress } from './names-base';

const LOCALHOST = /(?<![\p{L}\p{N}-])localhost(?![\p{L}\p{N}-])/iu;
const HOST_WITH_PORT = /(?<![\p{L}\p{N}.-])\p{L}[\p{L}\p{N}-]*(?:\.[\p{L}\p{N}-]+)*:\d{2,5}(?!\p{N})/u;
/** IPv6: eight groups, or fewer around one `::` ("2001:db8::1", "::1"); with a digit ("Ana::Lee" is none). */
const IPV6 = /(?<![\p{L}\p{N}:])(?=[\da-f:]*\d)(?:[\da-f]{1,4}(?::[\da-f]{1,4}){7}|(?:[\da-f]{1,4}(?::[\da-f]{1,4}){0,6})?::(?:[\da-f]{1,4}(?::[\da-f]{1,4}){0,6})?)(?![\p{L}\p{N}:])/iu;
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true }).tlds(tlds);

/** Capital initials, each with its dot, then a capitalised word: "J.Ford", "J.R.Kim". */
const DOTTED_INITIAL = /^(?:\p{Lu}\.)+\p{Lu}\p{Ll}+$/u;

/** True when the text holds something a mail client would show as a link. */
export function hasWebAddress(text: string): boolean {
  const t = asShown(text);
  if (quickFindsAddress(t) || LOCALHOST.test(t) || HOST_WITH_PORT.test(t) || IPV6.test(t)) return true;
  return (linkify.match(t) ?? []).some((m) => m.schema !== '' || !DOTTED_INITIAL.test(m.raw));
}

/**
 * Why `value` (already trimmed) is not acceptable as a person's name, or null when it is. `label`
 * names the field in the message ("Full Name", "First name"); `max` is 80 unless told.
 */
export function nameProblem(value: string, label: string, max?: number): string | null {
  return nameProblemWith(hasWebAddress, value, label, max);
}
