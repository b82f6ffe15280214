// The content files (mfe-marketing/content/*.json, shared-api/content/quiz.json) and their check (scripts/content-files.ts, the one
// the build runs): every file is valid and is what the pages use, and a broken copy is refused with the
// path of each bad value.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ContactFile, EventsFile, GuidesFile, QuizFile } from 'shared-api/content-schemas';
import { CONTENT_DIR, CONTENT_FILES, QUIZ_FILE, contentError, contentProblems } from '../scripts/content-files';
import { CONTACT_VARIANTS } from './features/landing/contact-variants';
import { EVENT_PAGES } from './features/landing/events';
import { GUIDES } from './features/landing/guides';
import { AREA_KEYWORDS, KEY_AREAS, QUESTIONS, QUIZ_MINUTES } from './features/quiz/questions';

const fileOf = (name: string) => (name === 'quiz.json' ? QUIZ_FILE : join(CONTENT_DIR, name));
const read = <T>(name: string): T => JSON.parse(readFileSync(fileOf(name), 'utf8')) as T;
/** The problems of the file `name` once `edit` has changed a copy of it. */
const problemsOf = <T>(name: string, edit: (copy: T) => void): string[] => {
  const copy = read<T>(name);
  edit(copy);
  return contentProblems(fileOf(name), JSON.stringify(copy));
};

describe('the content files', () => {
  it('are each checked by its schema, and are valid', () => {
    const files = [...readdirSync(CONTENT_DIR).filter((f) => f.endsWith('.json')).map(fileOf), QUIZ_FILE];
    expect(Object.keys(CONTENT_FILES).sort()).toEqual(files.sort());
    for (const file of files) expect([file, contentProblems(file, readFileSync(file, 'utf8'))]).toEqual([file, []]);
  });

  it('are what the pages show', () => {
    expect(EVENT_PAGES).toEqual(read<EventsFile>('events.json').pages);
    expect(CONTACT_VARIANTS).toEqual(read<ContactFile>('contact.json').variants);
    const guides = read<GuidesFile>('guides.json').guides;
    for (const [key, guide] of Object.entries(GUIDES)) {
      const { pdf, ...copy } = guide;
      expect(copy).toEqual(guides[key as keyof typeof guides]);
      expect(pdf).toEqual(expect.any(String));
    }
    const quiz = read<QuizFile>('quiz.json');
    expect([QUIZ_MINUTES, KEY_AREAS, AREA_KEYWORDS]).toEqual([quiz.minutes, quiz.keyAreas, quiz.areaKeywords]);
    expect(QUESTIONS).toEqual(quiz.questions.map(({ areaId, options, ...q }) => ({
      ...q, ...quiz.keyAreas[areaId], options: options.map((option, i) => ({ id: i + 1, option })),
    })));
  });
});

describe('a broken content file is refused, naming the path of each bad value', () => {
  it('events.json: an empty or missing text, a section with nothing in it, a misspelt field', () => {
    expect(problemsOf<EventsFile>('events.json', (f) => {
      f.pages.raffle.title = '';
      delete (f.pages.testimonial as Partial<EventsFile['pages'][string]>).facts;
      f.pages.breakfast.sections[1] = { title: 'About the CE credit' };
      Object.assign(f.pages['reimbursement-ai-trial'], { metaTitel: 'Free trial' });
    })).toEqual([
      'pages.raffle.title: must not be empty',
      expect.stringMatching(/^pages\.testimonial\.facts: /),
      'pages.breakfast.sections.1: must have a text, a list or steps',
      expect.stringMatching(/^pages\.reimbursement-ai-trial: Unrecognized key: "metaTitel"/),
    ]);
  });

  it('events.json and contact.json: a form that is no lead form of the remote, or that two pages share', () => {
    expect(problemsOf<EventsFile>('events.json', (f) => { f.pages.breakfast.form = 'event-brekfast'; }))
      .toEqual(['pages.breakfast.form: names no lead form of src/features/lead-form/forms.ts: event-brekfast']);
    expect(problemsOf<ContactFile>('contact.json', (f) => { f.variants.jobs.form = 'contact-general'; }))
      .toEqual(['variants.jobs.form: form contact-general is already the form of general']);
  });

  it('contact.json: no general variant, a variant key that is no slug', () => {
    expect(problemsOf<ContactFile>('contact.json', (f) => {
      f.variants['Mas B2C'] = f.variants['mas-b2c'];
      delete f.variants['mas-b2c'];
    })).toEqual([expect.stringMatching(/^variants\.Mas B2C: Invalid key in record/)]);
    expect(problemsOf<ContactFile>('contact.json', (f) => { delete f.variants.general; }))
      .toEqual(['variants.general: must have the general variant (/contact-us)']);
  });

  it('guides.json: a path that is not the store\'s, a path two guides share, a missing guide', () => {
    expect(problemsOf<GuidesFile>('guides.json', (f) => {
      f.guides.msl.landingPath = '/definitive-guide-ebook/';
      f.guides.msl.next[0].to = 'https://example.com/bcmas';
      f.guides.biologics.kind = 'Free book' as GuidesFile['guides']['msl']['kind'];
    })).toEqual([
      'guides.msl.landingPath: must be a path of the store such as /certification/bcmas',
      'guides.msl.next.0.to: must be a path of the store such as /certification/bcmas',
      expect.stringMatching(/^guides\.biologics\.kind: /),
    ]);
    expect(problemsOf<GuidesFile>('guides.json', (f) => { f.guides.pharmacist.thankYouPath = f.guides.msl.thankYouPath; }))
      .toEqual(['guides.pharmacist.thankYouPath: /thank-you-msl-guide is already the thankYouPath of msl']);
    expect(problemsOf<GuidesFile>('guides.json', (f) => { delete (f.guides as Partial<GuidesFile['guides']>).biologics; }))
      .toEqual([expect.stringMatching(/^guides\.biologics: /)]);
  });

  it('quiz.json: a correct option that is no option, a question id used twice, a key area under another id or never asked', () => {
    expect(problemsOf<QuizFile>('quiz.json', (f) => {
      f.questions[4].correctOption = 5;
      f.questions[7].options = f.questions[7].options.slice(0, 1);
    })).toEqual([
      'questions.4.correctOption: must be the number of one of the options',
      'questions.7.options: must offer at least 2 options',
    ]);
    expect(problemsOf<QuizFile>('quiz.json', (f) => {
      f.questions[3].id = 1;
      f.keyAreas[2].areaId = 3;
      f.questions = f.questions.filter((q) => q.areaId !== 5);
    })).toEqual([
      'keyAreas.2.areaId: must be the key area\'s key 2',
      'questions.3.id: id 1 is already used by questions.1',
      'questions: must ask about key area 5',
    ]);
    expect(problemsOf<QuizFile>('quiz.json', (f) => { delete (f.keyAreas as Partial<QuizFile['keyAreas']>)[4]; }))
      .toEqual([expect.stringMatching(/^keyAreas\.4: /)]);
  });

  it('a file that is not JSON, or not a content file', () => {
    expect(contentProblems(fileOf('events.json'), '{ "pages": {')).toEqual([expect.stringMatching(/^is not valid JSON: /)]);
    expect(contentProblems(fileOf('faq.json'), '{}')).toEqual([expect.stringMatching(/^is not a content file of /)]);
  });

  it('the build\'s error names the file, then each problem', () => {
    expect(contentError('/x/content/events.json', ['pages.raffle.title: must not be empty', 'pages.raffle.facts: must list at least one']))
      .toBe('content file /x/content/events.json is invalid:\n  pages.raffle.title: must not be empty\n  pages.raffle.facts: must list at least one');
  });
});
