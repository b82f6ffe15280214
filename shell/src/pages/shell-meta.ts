// The texts of the shell's own pages (route-table.ts: the `shell` routes). A remote's page says its
// own in its route module's `handle.meta` (data-routes.tsx). Loaded with those pages (lazy), by the
// server's render and by the head kept on client-side navigation (lib/apply-route-meta.ts): not on
// the first load.
import type { PageMeta } from 'shared-api/page-meta';

const hidden = (title: string, description: string): PageMeta => ({ title, description, index: false });

/** An address that is no page (the catch-all route, or a page's `handle.meta` saying null): 404. */
export const NOT_FOUND_META = hidden('Page not found | ACMA', 'The page you asked for does not exist on the ACMA store.');
export const CALLBACK_META = hidden('Signing you in | ACMA', 'Completing your sign-in to the ACMA store.');
export const GENERIC_ERROR_META = hidden('Something went wrong | ACMA', 'An unexpected error happened on the ACMA store.');
export const ERROR_404_META = hidden('Program not found | ACMA', 'The program you were looking for is not in the ACMA catalog.');
export const STAFF_RELEASES_META = hidden('Release health | ACMA staff', 'The health of the store\'s releases, for its staff.');
