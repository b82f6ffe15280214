// The knowledge quiz's content (shared-api/content/quiz.json) is checked by the API when it loads it,
// at start-up: a bad field stops buildApi before anything is opened, with the field's path in the
// message; the file as shipped passes and is what the API grades with.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { QUESTIONS } from 'shared-api/quiz-questions';
import { buildApi } from '../src/app.js';
import { QUIZ_FILE, QuizContentError, quizQuestions, readQuiz } from '../src/leads/quiz-content.js';

const dir = mkdtempSync(join(tmpdir(), 'acma-quiz-content-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of the shipped file with `edit` applied, written to a file of its own. */
function quizFileWith(name: string, edit: (quiz: { questions: Record<string, unknown>[]; keyAreas: Record<string, Record<string, unknown>> }) => void): string {
  const quiz = JSON.parse(readFileSync(QUIZ_FILE, 'utf8')) as Parameters<typeof edit>[0];
  edit(quiz);
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(quiz));
  return file;
}

test('the shipped quiz passes the check and is what the API grades with', () => {
  assert.deepEqual(readQuiz(), QUESTIONS);
  assert.deepEqual(quizQuestions(), QUESTIONS);
});

test('a bad field stops start-up: buildApi fails before opening anything, naming the file and the path of each bad field', async () => {
  const bad = quizFileWith('bad.json', (q) => {
    q.questions[2]!.correctOption = 9;
    q.keyAreas['4']!.keyArea = '';
  });
  await assert.rejects(
    // no database is given: the check comes first, so nothing is opened or migrated
    buildApi({ quizFile: bad, auth: { issuer: 'http://idp.test/', audience: 'https://api.storefront.local', jwksUrl: 'http://127.0.0.1:9/jwks' }, dataDir: join(dir, 'never-opened') }),
    (e: unknown) => {
      assert.ok(e instanceof QuizContentError, String(e));
      assert.match(e.message, new RegExp(`${bad.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      assert.match(e.message, /questions\.2\.correctOption: must be the number of one of the options/);
      assert.match(e.message, /keyAreas\.4\.keyArea: must not be empty/);
      return true;
    },
  );
  assert.throws(() => readQuiz(join(dir, 'missing.json')), QuizContentError);
  writeFileSync(join(dir, 'not-json.json'), '{"questions": [');
  assert.throws(() => readQuiz(join(dir, 'not-json.json')), /not-json\.json is not valid/);
  // the questions graded are still the good file's
  assert.deepEqual(quizQuestions(), QUESTIONS);
});

test('an unknown field is a bad field too (the schema is strict)', () => {
  const extra = quizFileWith('extra.json', (q) => { q.questions[0]!.answer = 'B'; });
  assert.throws(() => readQuiz(extra), (e: unknown) => e instanceof QuizContentError && /questions\.0: Unrecognized key/i.test(e.message));
});
