// The knowledge quiz (spec 2.17 and section 3, Quiz question): ten questions, two for each of the
// five key areas of medical affairs. The content is data, shared-api/content/quiz.json (schema
// quizFileSchema in content-schemas.ts: checked when the marketing remote is built and by its content
// test); here each question gets its option ids and its key area. The page's logic is
// mfe-marketing/src/features/quiz/quiz-logic.ts, the emailed result the API's (api/src/leads/quiz-result.ts).
import quiz from '../content/quiz.json';
import type { KeyArea, QuizFile } from './content-schemas';

export type { KeyArea };

export interface QuizOption { id: number; option: string }

export interface QuizQuestion extends KeyArea {
  id: number;
  /** Context shown above the question. */
  questionDetails: string;
  question: string;
  options: QuizOption[];
  /** 1-based: the id of the correct option. */
  correctOption: number;
}

// (each field read from the import itself: a bundler leaves out what is not read, such as $comment)
export const QUIZ_MINUTES = quiz.minutes;

export const KEY_AREAS: Record<KeyArea['areaId'], KeyArea> = quiz.keyAreas as QuizFile['keyAreas'];

/** The questions of a quiz file as the pages and the API use them: option ids 1, 2, ... and each question's key area. */
export function questionsOf(file: Pick<QuizFile, 'questions' | 'keyAreas'>): QuizQuestion[] {
  return file.questions.map(({ id, areaId, questionDetails, question, options, correctOption }) => ({
    id, questionDetails, question, correctOption,
    options: options.map((option, i) => ({ id: i + 1, option })),
    ...file.keyAreas[areaId],
  }));
}

export const QUESTIONS: QuizQuestion[] = questionsOf({ questions: quiz.questions as QuizFile['questions'], keyAreas: KEY_AREAS });

/**
 * Words that mark a catalog program as covering a key area (matched, case-insensitively, against a
 * product's name, tags and skill tags).
 */
export const AREA_KEYWORDS: Record<KeyArea['areaId'], string[]> = quiz.areaKeywords;
