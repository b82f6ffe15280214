// The content files this remote bundles (mfe-marketing/content/*.json and the knowledge quiz's,
// shared-api/content/quiz.json) and the schema each is checked against (shared-api/src/content-schemas.ts),
// with what only this remote knows: a page's `form` is one of its lead forms. Used when the remote is built (content-loader.cjs, a webpack loader on the files:
// a bad file fails the build) and by src/content.test.ts. Not part of the pages' bundle.
import { dirname, join } from 'node:path';
import {
  contactFileSchema, eventsFileSchema, guidesFileSchema, quizFileSchema, type ContactFile, type EventsFile, type GuidesFile,
} from 'shared-api/content-schemas';
import { LEAD_FORMS } from '../src/features/lead-form/forms';

export const CONTENT_DIR = join(__dirname, '..', 'content');
/** The quiz's questions are the contract's: the API grades the emailed result with them. */
export const QUIZ_FILE = join(dirname(require.resolve('shared-api/package.json')), 'content', 'quiz.json');

/** What a content file's check needs: the schema's safeParse (the schemas are shared-api's zod schemas). */
interface ContentSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

type FormRefs = { path: PropertyKey[]; form: string }[];
/** Each page's `form`, by its path in the file. */
const formsOf = (pages: Record<string, { form: string }>, key: string): FormRefs =>
  Object.entries(pages).map(([name, p]) => ({ path: [key, name, 'form'], form: p.form }));

/** Refines a file's schema: every `form` of the file names a lead form of forms.ts. */
function withLeadForms<T>(schema: { superRefine(check: (file: T, ctx: { addIssue(issue: { code: 'custom'; path: PropertyKey[]; message: string }): void }) => void): ContentSchema }, forms: (file: T) => FormRefs): ContentSchema {
  return schema.superRefine((file, ctx) => {
    for (const { path, form } of forms(file)) {
      if (!Object.hasOwn(LEAD_FORMS, form)) ctx.addIssue({ code: 'custom', path, message: `names no lead form of src/features/lead-form/forms.ts: ${form}` });
    }
  });
}

/** The content files by their path, each with its schema. */
export const CONTENT_FILES: Record<string, ContentSchema> = {
  [join(CONTENT_DIR, 'events.json')]: withLeadForms(eventsFileSchema, (f: EventsFile) => formsOf(f.pages, 'pages')),
  [join(CONTENT_DIR, 'contact.json')]: withLeadForms(contactFileSchema, (f: ContactFile) => formsOf(f.variants, 'variants')),
  [join(CONTENT_DIR, 'guides.json')]: withLeadForms(guidesFileSchema, (f: GuidesFile) => formsOf(f.guides, 'guides')),
  [QUIZ_FILE]: quizFileSchema,
};

const MAX_PROBLEMS = 10;

/**
 * Checks the text of the content file `file` against its schema: the problems, one line each with the
 * path of the bad value (pages.raffle.facts: must list at least one), or none when the file is valid.
 */
export function contentProblems(file: string, text: string): string[] {
  const schema = CONTENT_FILES[file];
  if (!schema) return [`is not a content file of mfe-marketing/scripts/content-files.ts (add it there with its schema)`];
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (e) {
    return [`is not valid JSON: ${(e as Error).message}`];
  }
  const result = schema.safeParse(value);
  if (result.success) return [];
  const issues = result.error.issues;
  const lines = issues.slice(0, MAX_PROBLEMS).map((i) => `${i.path.length ? i.path.map(String).join('.') : '(the whole file)'}: ${i.message}`);
  if (issues.length > MAX_PROBLEMS) lines.push(`...and ${issues.length - MAX_PROBLEMS} more`);
  return lines;
}

/** The error a bad content file fails the build with: its path, then each problem. */
export const contentError = (file: string, problems: string[]): string =>
  `content file ${file} is invalid:\n${problems.map((p) => `  ${p}`).join('\n')}`;
