// Zod schemas of the marketing remote's content files (mfe-marketing/content/*.json: the /has-event
// pages, the contact variants, the free guides; and the knowledge quiz's, shared-api/content/quiz.json)
// and the types of that content (z.infer). The files are checked when the remote is built
// (mfe-marketing/scripts/content-loader.cjs: a bad file fails the build naming its path and the bad
// values) and by mfe-marketing/src/content.test.ts. The pages import the JSON and only the types of
// this module, so the browser bundle carries no zod. The schemas transform nothing (no defaults, no
// coercion): the pages use the file's own value.
import { z } from 'zod';

const text = z.string().min(1, 'must not be empty');
const texts = z.array(text).min(1, 'must list at least one');
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a slug: lowercase letters and digits joined by dashes');
/** A page of the store: /certification/bcmas, never a whole address or one with a trailing slash. */
const storePath = z.string().regex(/^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/, 'must be a path of the store such as /certification/bcmas');
/** A file's `$comment`: what the file is, for its reader (the pages do not use it). */
const comment = z.string().optional();

/**
 * What a page with one lead form says. `form` is the lead form's name: the remote checks that it is
 * one of its forms (mfe-marketing/scripts/content-files.ts) and types it as such (LeadFormName).
 */
export const leadPageCopySchema = z.strictObject({
  form: slug,
  metaTitle: text,
  metaDescription: text,
  eyebrow: text,
  title: text,
  lead: text,
  formTitle: text,
  formIntro: text,
  submitLabel: text,
  successTitle: text,
  successBody: text,
});
export type LeadPageCopy = z.infer<typeof leadPageCopySchema>;

/** Pages by their address's last segment (/has-event/raffle, /contact-us/jobs): every form once. */
const pagesByKey = <T extends z.ZodType<{ form: string }>>(page: T) => z.record(slug, page).superRefine((pages, ctx) => {
  const forms = new Map<string, string>();
  for (const [key, p] of Object.entries(pages)) {
    const same = forms.get(p.form);
    if (same !== undefined) ctx.addIssue({ code: 'custom', path: [key, 'form'], message: `form ${p.form} is already the form of ${same}` });
    else forms.set(p.form, key);
  }
});

// ---------------------------------------------------------------- events.json

/** A section of an event page: its title and a paragraph, a list or numbered steps (at least one). */
export const eventSectionSchema = z.strictObject({ title: text, text: text.optional(), list: texts.optional(), steps: texts.optional() })
  .refine((s) => s.text !== undefined || s.list !== undefined || s.steps !== undefined, 'must have a text, a list or steps');
export type EventSection = z.infer<typeof eventSectionSchema>;

export const eventPageSchema = leadPageCopySchema.extend({ facts: texts, sections: z.array(eventSectionSchema).min(1, 'must have a section') });
export type EventPage = z.infer<typeof eventPageSchema>;

/** events.json: the /has-event/:kind lead-capture pages, by kind. */
export const eventsFileSchema = z.strictObject({ $comment: comment, pages: pagesByKey(eventPageSchema) });
export type EventsFile = z.infer<typeof eventsFileSchema>;

// ---------------------------------------------------------------- contact.json

export const contactVariantSchema = leadPageCopySchema.extend({
  /** Left column: what we can help with. */
  asideTitle: text,
  points: texts,
});
export type ContactVariantCopy = z.infer<typeof contactVariantSchema>;

/** contact.json: the contact page's variants (/contact-us is `general`, /contact-us/:variant the others). */
export const contactFileSchema = z.strictObject({ $comment: comment, variants: pagesByKey(contactVariantSchema) })
  .refine((f) => Object.hasOwn(f.variants, 'general'), { message: 'must have the general variant (/contact-us)', path: ['variants', 'general'] });
export type ContactFile = z.infer<typeof contactFileSchema>;

// ---------------------------------------------------------------- guides.json

/** A free guide's landing page (gated form) and thank-you page; the PDF is the remote's asset. */
export const guideSchema = z.strictObject({
  form: slug,
  landingPath: storePath,
  thankYouPath: storePath,
  kind: z.enum(['Free ebook', 'Free whitepaper']),
  title: text,
  /** Short line under the title on the drawn cover. */
  coverLine: text,
  lead: text,
  metaDescription: text,
  /** A warning shown above the form, when the guide is only for some readers. */
  gate: z.strictObject({ title: text, text }).optional(),
  inside: texts,
  audience: text,
  formTitle: text,
  submitLabel: text,
  fileName: z.string().regex(/^[A-Za-z0-9-]+\.pdf$/, 'must be a PDF file name such as ACMA-Guide.pdf'),
  details: text,
  thankYouTitle: text,
  thankYouLead: text,
  next: z.array(z.strictObject({ text, to: storePath, label: text })),
});
export type GuideCopy = z.infer<typeof guideSchema>;

/** guides.json: the three guides; each form, landing and thank-you path belongs to one guide. */
export const guidesFileSchema = z.strictObject({
  $comment: comment,
  guides: z.strictObject({ msl: guideSchema, pharmacist: guideSchema, biologics: guideSchema }),
}).superRefine((f, ctx) => {
  for (const field of ['form', 'landingPath', 'thankYouPath'] as const) {
    const seen = new Map<string, string>();
    for (const [key, g] of Object.entries(f.guides)) {
      const same = seen.get(g[field]);
      if (same !== undefined) ctx.addIssue({ code: 'custom', path: ['guides', key, field], message: `${g[field]} is already the ${field} of ${same}` });
      else seen.set(g[field], key);
    }
  }
});
export type GuidesFile = z.infer<typeof guidesFileSchema>;

// ---------------------------------------------------------------- shared-api/content/quiz.json

const AREA_IDS = [1, 2, 3, 4, 5] as const;
/** The API takes an answer's option number up to 10 (api/src/leads/quiz-result.ts). */
const MAX_QUIZ_OPTIONS = 10;

/** One of the five key areas of medical affairs the quiz covers. */
export const keyAreaSchema = z.strictObject({
  areaId: z.literal(AREA_IDS),
  keyArea: text,
  descriptionOfKeyArea: text,
  importance: text,
  inMedicalAffairs: text,
});
export type KeyArea = z.infer<typeof keyAreaSchema>;

/** A question as the file writes it: its key area by id, its options in order (their ids are 1, 2, ...). */
export const quizQuestionCopySchema = z.strictObject({
  id: z.int({ error: 'must be a whole number' }).nonnegative('must not be negative'),
  areaId: z.literal(AREA_IDS),
  /** Context shown above the question. */
  questionDetails: text,
  question: text,
  options: z.array(text).min(2, 'must offer at least 2 options').max(MAX_QUIZ_OPTIONS, `must offer at most ${MAX_QUIZ_OPTIONS} options`),
  /** 1-based: the number of the correct option. */
  correctOption: z.int({ error: 'must be a whole number' }).positive('must be the number of an option, from 1'),
}).refine((q) => q.correctOption <= q.options.length, { message: 'must be the number of one of the options', path: ['correctOption'] });
export type QuizQuestionCopy = z.infer<typeof quizQuestionCopySchema>;

const byArea = <T extends z.ZodType>(value: T) => z.strictObject({ 1: value, 2: value, 3: value, 4: value, 5: value });

/**
 * shared-api/content/quiz.json: the knowledge quiz's length in minutes, its key areas (each under its
 * own id), its questions (unique ids; every key area asked) and the words that mark a catalog program
 * as covering a key area.
 */
export const quizFileSchema = z.strictObject({
  $comment: comment,
  minutes: z.int({ error: 'must be a whole number' }).positive('must be positive'),
  keyAreas: byArea(keyAreaSchema),
  questions: z.array(quizQuestionCopySchema).min(1, 'must have a question'),
  areaKeywords: byArea(texts),
}).superRefine((f, ctx) => {
  for (const [key, area] of Object.entries(f.keyAreas)) {
    if (String(area.areaId) !== key) ctx.addIssue({ code: 'custom', path: ['keyAreas', key, 'areaId'], message: `must be the key area's key ${key}` });
  }
  const ids = new Map<number, number>();
  f.questions.forEach((q, i) => {
    const same = ids.get(q.id);
    if (same !== undefined) ctx.addIssue({ code: 'custom', path: ['questions', i, 'id'], message: `id ${q.id} is already used by questions.${same}` });
    else ids.set(q.id, i);
  });
  for (const areaId of AREA_IDS) {
    if (!f.questions.some((q) => q.areaId === areaId)) ctx.addIssue({ code: 'custom', path: ['questions'], message: `must ask about key area ${areaId}` });
  }
});
export type QuizFile = z.infer<typeof quizFileSchema>;
