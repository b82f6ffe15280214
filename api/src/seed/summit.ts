// The summit page's content (spec 2.19 to 2.21), kept as data so next year's summit is a data
// change: the pages and the free-pass codes are in api/seed/summit.json (checked against schema.ts
// when this module is first imported), the conference products carry a page in `content`, and the
// summit API serves it by slug. The shape is defined once in shared-api/src/summit-content.ts
// (SummitPageContent), which mfe-summit renders. Where the spec gives two readings, the first is used
// and the other is kept beside it (alternateGalaReading). What depends on the date stays code here.
import { join } from 'node:path';
import type {
  AgendaRow as SummitAgendaRow, Award as SummitAward, Speaker as SummitSpeaker,
} from 'shared-api/contract';
import { SEED_DATA_DIR, SeedDataError, readSeedData } from './data-file.js';
import { summitFileSchema, type SummitFile } from './schema.js';
import type { SummitContent } from './types.js';

export type { SummitContent } from './types.js';

export const SUMMIT_FULL_SLUG = 'summit-march-2025';
export const SUMMIT_ASPIRING_SLUG = 'summit-march-2025-for-aspiring-professionals';

/**
 * The next summit after `now`: the summits are held on the first Thursday of March (as on
 * March 6, 2025), so the demo catalog always carries one still ahead, with the same tickets, while
 * the 2025 summit stays as an archive. The year is the first one (from 2026) whose summit day has
 * not ended at `now`.
 */
export function nextSummitDate(now: Date): { year: number; month: 3; day: number } {
  for (let year = Math.max(2026, now.getUTCFullYear()); ; year += 1) {
    const day = 1 + ((4 - new Date(Date.UTC(year, 2, 1)).getUTCDay() + 7) % 7);
    const end = Date.parse(`${year}-03-${String(day).padStart(2, '0')}T20:00:00-05:00`);
    if (end > now.getTime()) return { year, month: 3, day };
  }
}

/** A 2025 summit record (product or content) as the edition of another year and day. */
export function summitEdition<T>(value: T, year: number, day: number): T {
  const text = JSON.stringify(value)
    .replaceAll('2025-03-06', `${year}-03-${String(day).padStart(2, '0')}`)
    .replaceAll('March 6, 2025', `March ${day}, ${year}`)
    .replaceAll('2025', String(year))
    .replaceAll('2024', String(year - 1));
  return JSON.parse(text) as T;
}

export const SUMMIT_FILE = join(SEED_DATA_DIR, 'summit.json');

/** Reads and checks summit.json (or a file of its shape): the pages of both 2025 tickets must be there. */
export function loadSummitFile(file: string = SUMMIT_FILE): SummitFile {
  const data = readSeedData(file, summitFileSchema);
  for (const slug of [SUMMIT_FULL_SLUG, SUMMIT_ASPIRING_SLUG]) {
    if (!Object.hasOwn(data.pages, slug)) throw new SeedDataError(`seed data file ${file} is invalid:\n  pages: has no page ${slug}`);
  }
  return data;
}

const summitFile = loadSummitFile();

/** The summit pages by slug (the 2025 summit's two tickets). */
export const summitContent: Record<string, SummitContent> = summitFile.pages;
const summit2025 = summitContent[SUMMIT_FULL_SLUG];
export const SUMMIT_START: string = summit2025.startDate;
export const SUMMIT_END: string = summit2025.endDate;
export const summitSpeakers: SummitSpeaker[] = summit2025.speakers;
/** The full day (spec 2.19), first reading: closing remarks 4:30-4:45, gala 6:00-8:30 PM. */
export const summitAgenda: SummitAgendaRow[] = summit2025.agenda;
export const summitAwards: SummitAward[] = summit2025.nominations.awards;

/** Codes accepted by the free-pass form (/summit-conference-free-pass); partner members only. */
export const seedFreePassCodes: string[] = summitFile.freePassCodes;
