// The knowledge quiz the API grades with: shared-api/content/quiz.json, read and checked against the
// content schema (quizFileSchema) when the API starts (buildApi), so a bad edit of the file stops
// start-up with the path of each bad field instead of grading quizzes wrongly or failing on a
// buyer's request. The pages bundle the same file (shared-api/src/quiz-questions.ts); the marketing
// remote's build checks it with the same schema.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { quizFileSchema } from 'shared-api/content-schemas';
import { questionsOf, type QuizQuestion } from 'shared-api/quiz-questions';

/** The quiz's content file. */
export const QUIZ_FILE = join(dirname(fileURLToPath(import.meta.resolve('shared-api/package.json'))), 'content', 'quiz.json');

/** A quiz file that is not valid JSON or not the schema's: one line per bad field, each with its path in the file. */
export class QuizContentError extends Error {
  constructor(readonly file: string, readonly problems: string[]) {
    super(`The quiz content ${file} is not valid (the API was not started):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'QuizContentError';
  }
}

/** Reads and checks a quiz file; throws QuizContentError naming each bad field's path (e.g. questions.2.correctOption). */
export function readQuiz(file: string = QUIZ_FILE): QuizQuestion[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new QuizContentError(file, [(e as Error).message]);
  }
  const r = quizFileSchema.safeParse(parsed);
  if (!r.success) {
    throw new QuizContentError(file, r.error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(the file)'}: ${i.message}`));
  }
  return questionsOf(r.data);
}

let loaded: QuizQuestion[] | undefined;

/** Reads and checks the quiz (at start-up); the questions graded from then on. */
export function loadQuiz(file: string = QUIZ_FILE): QuizQuestion[] {
  loaded = readQuiz(file);
  return loaded;
}

/** The questions the API grades with: those loaded at start-up (read now when none was, as in a unit test). */
export function quizQuestions(): QuizQuestion[] {
  return loaded ?? loadQuiz();
}
