// The quiz's rules (spec 5, Quiz submit; 7, the result call; 9, Quiz): validation in order, scoring,
// the first missed key area, the result fields, and the catalog programs for an area.
import { isValidEmail, nameProblem, type ProductListing, type ProductType } from 'shared-api';
import { AREA_KEYWORDS, QUESTIONS, type KeyArea, type QuizQuestion } from './questions';

export interface QuizUser { firstname: string; lastname: string; email: string }
/** Question id -> chosen option id. */
export type QuizAnswers = Record<number, number>;

export const QUIZ_NAME_MIN = 2;
export const INVALID_USER_MESSAGE = 'Please input valid user information';
export const UNANSWERED_MESSAGE = 'Please answer all questions';
export const QUIZ_FORM_NAME = 'knowledge-quiz';

/**
 * A name's message: too short (spec: at least 2 characters), or not a person's name (the store's
 * name rule, shared-api's nameProblem: at most 80 characters, one line, no web or email address, as
 * for every lead form). The full rule once loadNameRule() has run (quiz.tsx awaits it on submit),
 * the quick checks before.
 */
function nameError(value: string, label: string, missing: string): string | undefined {
  const v = value.trim();
  if (v.length < QUIZ_NAME_MIN) return missing;
  const problem = nameProblem(v, label);
  return problem ? `${problem}.` : undefined;
}

/** Per-field messages for the user's details (empty when they are valid), shown beside each field. */
export function userFieldErrors(u: QuizUser): Partial<Record<keyof QuizUser, string>> {
  const errors: Partial<Record<keyof QuizUser, string>> = {};
  const first = nameError(u.firstname, 'First name', `Please enter your first name (at least ${QUIZ_NAME_MIN} characters).`);
  const last = nameError(u.lastname, 'Last name', `Please enter your last name (at least ${QUIZ_NAME_MIN} characters).`);
  if (first) errors.firstname = first;
  if (last) errors.lastname = last;
  // the store's one email check: the quiz refuses every address POST /api/leads would refuse
  if (!isValidEmail(u.email)) errors.email = 'Please enter a valid email address, like name@example.com.';
  return errors;
}

export function isValidUser(u: QuizUser): boolean {
  return Object.keys(userFieldErrors(u)).length === 0;
}

/** The toast to show, in the spec's order (user information first, then answers), or null when valid. */
export function validateQuiz(u: QuizUser, answers: QuizAnswers, questions: QuizQuestion[] = QUESTIONS): string | null {
  if (!isValidUser(u)) return INVALID_USER_MESSAGE;
  const allAnswered = questions.every((q) => q.options.some((o) => o.id === answers[q.id]));
  if (!allAnswered) return UNANSWERED_MESSAGE;
  return null;
}

/** One question's result, with the spec's field names. `question` is the 1-based question number. */
export interface QuestionResult { question: number; correct: boolean; correctAnswerOption: number; selectedAnswerOption: number }

export interface QuizGrade { results: QuestionResult[]; correctCount: number; score: number }

/** Score = correct answers / number of questions (10) x 100, as a whole percentage. */
export function gradeQuiz(answers: QuizAnswers, questions: QuizQuestion[] = QUESTIONS): QuizGrade {
  const results = questions.map((q, i) => ({
    question: i + 1,
    correct: answers[q.id] === q.correctOption,
    correctAnswerOption: q.correctOption,
    selectedAnswerOption: answers[q.id] ?? 0,
  }));
  const correctCount = results.filter((r) => r.correct).length;
  return { results, correctCount, score: Math.round((correctCount * 100) / questions.length) };
}

/** The key area of the first question answered wrongly, in question order; null when all are right. */
export function firstMissedArea(grade: QuizGrade, questions: QuizQuestion[] = QUESTIONS): KeyArea | null {
  const i = grade.results.findIndex((r) => !r.correct);
  if (i < 0) return null;
  const { areaId, keyArea, descriptionOfKeyArea, importance, inMedicalAffairs } = questions[i];
  return { areaId, keyArea, descriptionOfKeyArea, importance, inMedicalAffairs };
}

/** The result is sent only when at least one answer is wrong. */
export const shouldSendResult = (grade: QuizGrade): boolean => grade.results.some((r) => !r.correct);

/** The fields sent with the result (spec section 7), every value a string. */
export function buildResultFields(user: QuizUser, grade: QuizGrade, questions: QuizQuestion[] = QUESTIONS): Record<string, string> {
  const area = firstMissedArea(grade, questions);
  return {
    firstname: user.firstname.trim(),
    lastname: user.lastname.trim(),
    email: user.email.trim(),
    test_your_knowledge_score: String(grade.score),
    test_your_knowledge_answers: JSON.stringify(grade.results),
    test_your_knowledge_area_topic: area?.keyArea ?? '',
    test_your_knowledge_area_details: area ? `${area.importance} ${area.inMedicalAffairs}` : '',
  };
}

const PROGRAM_TYPES: ProductType[] = ['certification', 'bundle', 'webinar'];

/**
 * Catalog programs that cover a key area: certifications, bundles and webinars whose name, tags or
 * skill tags contain one of the area's keywords, most matches first, then the best rated.
 */
export function programsForArea(products: ProductListing[], areaId: KeyArea['areaId'], limit = 3): ProductListing[] {
  const words = AREA_KEYWORDS[areaId];
  return products
    .filter((p) => PROGRAM_TYPES.includes(p.productType))
    .map((p) => {
      const text = `${p.productName} ${p.productTags ?? ''} ${p.skillTags ?? ''}`.toLowerCase();
      return { p, hits: words.filter((w) => text.includes(w)).length };
    })
    .filter((x) => x.hits > 0)
    .sort((a, b) => b.hits - a.hits || (b.p.productRating ?? 0) - (a.p.productRating ?? 0))
    .slice(0, limit)
    .map((x) => x.p);
}
