// The knowledge quiz's emailed result (spec 2.17, section 7: "the quiz result is sent only when at
// least one answer is wrong"; the page promises "If you miss a question, we email your result").
// The lead POST /leads stores carries the page's answers (test_your_knowledge_answers: a JSON list of
// {question, selectedAnswerOption, ...}); the API grades them again with the quiz's own data
// (shared-api/content/quiz.json, checked when the API starts: quiz-content.ts), never trusting the page's `correct` flags, and queues one email
// in the outbox, in the lead's transaction, when an answer is wrong. The email holds only what the
// store wrote (questions, answers, key areas, links), no name or other text from the form.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { KeyArea, QuizQuestion } from 'shared-api/quiz-questions';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';
import { emailsInLastDay, enqueueEmail } from '../mail/repository.js';
import { quizResultEmail } from '../mail/templates.js';
import { quizQuestions } from './quiz-content.js';

export const QUIZ_FORM = 'knowledge-quiz';
export const QUIZ_ANSWERS_FIELD = 'test_your_knowledge_answers';
/** The quiz's page, for the email's links. */
export const QUIZ_PAGE = '/test-your-knowledge-medical-affairs';
/** Result emails one address receives at most in 24 hours (past it the lead is stored, no email). */
export const QUIZ_EMAILS_PER_DAY = 3;

const answersMessage = (count: number) => `fields.${QUIZ_ANSWERS_FIELD}: must be the quiz's answers, a JSON list of {question: 1-${count}, selectedAnswerOption} with each question once`;

const answersSchema = (count: number) => z
  .array(z.object({
    question: z.int().min(1).max(count),
    selectedAnswerOption: z.int().min(0).max(10),
  }))
  .min(1)
  .max(count)
  .refine((list) => new Set(list.map((a) => a.question)).size === list.length);

export interface MissedQuestion { number: number; question: QuizQuestion; selected: string; correct: string }
export interface GradedQuiz {
  correctCount: number;
  /** Correct answers / number of questions (10) x 100, whole (spec section 9). */
  score: number;
  missed: MissedQuestion[];
  /** The key area of the first missed question (the page's focus area); null when none is missed. */
  focus: KeyArea | null;
  /** The answers as given, for the outbox key (the same submission twice is one email). */
  signature: string;
}

const optionText = (q: QuizQuestion, id: number) => q.options.find((o) => o.id === id)?.option ?? 'No answer';

/**
 * The graded answers of a quiz lead; null when the lead carries none (nothing to email). Answers that
 * are not the quiz's are a 400 naming the field, before anything is stored.
 */
export function gradeQuizLead(fields: Record<string, string>): GradedQuiz | null {
  const raw = fields[QUIZ_ANSWERS_FIELD];
  if (raw === undefined) return null;
  const questions = quizQuestions();
  const message = answersMessage(questions.length);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new HttpError(400, `Invalid request body: ${message}`, [{ path: `fields.${QUIZ_ANSWERS_FIELD}`, message }]);
  }
  const r = answersSchema(questions.length).safeParse(parsed);
  if (!r.success) throw new HttpError(400, `Invalid request body: ${message}`, [{ path: `fields.${QUIZ_ANSWERS_FIELD}`, message }]);
  const given = new Map(r.data.map((a) => [a.question, a.selectedAnswerOption]));
  const missed: MissedQuestion[] = [];
  let correctCount = 0;
  questions.forEach((q, i) => {
    const selected = given.get(i + 1) ?? 0;
    if (selected === q.correctOption) correctCount++;
    else missed.push({ number: i + 1, question: q, selected: optionText(q, selected), correct: optionText(q, q.correctOption) });
  });
  const first = missed[0]?.question;
  return {
    correctCount,
    score: Math.round((correctCount * 100) / questions.length),
    missed,
    focus: first ? { areaId: first.areaId, keyArea: first.keyArea, descriptionOfKeyArea: first.descriptionOfKeyArea, importance: first.importance, inMedicalAffairs: first.inMedicalAffairs } : null,
    signature: questions.map((_, i) => given.get(i + 1) ?? 0).join(''),
  };
}

/**
 * Queues the result email inside the lead's transaction when an answer is wrong. One email per
 * address, answers and day (the outbox key), at most QUIZ_EMAILS_PER_DAY a day per address.
 * Returns whether one was queued.
 */
export async function queueQuizResult(tx: Queryable, siteUrl: string, to: string, grade: GradedQuiz): Promise<boolean> {
  if (grade.missed.length === 0) return false;
  if ((await emailsInLastDay(tx, 'quiz-result', to)) >= QUIZ_EMAILS_PER_DAY) return false;
  const mail = quizResultEmail({
    correctCount: grade.correctCount, total: quizQuestions().length, score: grade.score, focus: grade.focus!,
    missed: grade.missed.map((m) => ({ number: m.number, details: m.question.questionDetails, question: m.question.question, selected: m.selected, correct: m.correct, keyArea: m.question.keyArea, areaDescription: m.question.descriptionOfKeyArea })),
    catalogUrl: `${siteUrl}/catalog`, quizUrl: `${siteUrl}${QUIZ_PAGE}`,
  });
  const day = new Date().toISOString().slice(0, 10);
  const key = createHash('sha256').update(`${to}\n${grade.signature}`).digest('hex').slice(0, 32);
  return enqueueEmail(tx, { dedupeKey: `quiz:${day}:${key}`, kind: 'quiz-result', to, ...mail });
}
