import type { Product } from 'shared-api';
import { KEY_AREAS, QUESTIONS } from './questions';
import {
  buildResultFields, firstMissedArea, gradeQuiz, INVALID_USER_MESSAGE, programsForArea, shouldSendResult,
  UNANSWERED_MESSAGE, userFieldErrors, validateQuiz, isValidUser, type QuizAnswers,
} from './quiz-logic';

const user = { firstname: 'Dana', lastname: 'Okafor', email: 'dana@example.com' };
const allRight = (): QuizAnswers => Object.fromEntries(QUESTIONS.map((q) => [q.id, q.correctOption]));
const wrongOption = (qid: number) => {
  const q = QUESTIONS.find((x) => x.id === qid)!;
  return q.options.find((o) => o.id !== q.correctOption)!.id;
};

describe('quiz data', () => {
  it('has ten questions, two in each of the five key areas, each with a valid 1-based correct option', () => {
    expect(QUESTIONS).toHaveLength(10);
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(10);
    for (const areaId of [1, 2, 3, 4, 5] as const) {
      expect(QUESTIONS.filter((q) => q.areaId === areaId)).toHaveLength(2);
    }
    expect(Object.values(KEY_AREAS).map((a) => a.keyArea)).toEqual([
      'Life Sciences Understanding', 'Regulatory & Compliance', 'Core Technical Competencies', 'Processes', 'Soft Skills',
    ]);
    for (const q of QUESTIONS) {
      expect(q.options.map((o) => o.id)).toEqual(q.options.map((_, i) => i + 1));
      expect(q.correctOption).toBeGreaterThanOrEqual(1);
      expect(q.correctOption).toBeLessThanOrEqual(q.options.length);
      expect(q.keyArea).toBe(KEY_AREAS[q.areaId].keyArea);
      for (const k of ['questionDetails', 'question', 'descriptionOfKeyArea', 'importance', 'inMedicalAffairs'] as const) {
        expect(q[k].length).toBeGreaterThan(20);
      }
    }
    // the answer key is not one position repeated
    expect(new Set(QUESTIONS.map((q) => q.correctOption)).size).toBeGreaterThan(2);
  });
});

describe('validateQuiz (user information first, then answers)', () => {
  it('reports invalid user information before unanswered questions', () => {
    expect(validateQuiz({ ...user, email: '' }, {})).toBe(INVALID_USER_MESSAGE);
    expect(validateQuiz({ ...user, email: 'dana@example' }, allRight())).toBe(INVALID_USER_MESSAGE);
    expect(validateQuiz({ ...user, email: 'dana @example.com' }, allRight())).toBe(INVALID_USER_MESSAGE);
    expect(validateQuiz({ ...user, firstname: 'D' }, allRight())).toBe(INVALID_USER_MESSAGE);
    expect(validateQuiz({ ...user, lastname: ' O ' }, allRight())).toBe(INVALID_USER_MESSAGE);
  });

  it('accepts two-character names, then requires all ten answers', () => {
    const shortNames = { firstname: 'Al', lastname: 'Ng', email: 'al@x.io' };
    expect(validateQuiz(shortNames, {})).toBe(UNANSWERED_MESSAGE);
    const nine = allRight();
    delete nine[QUESTIONS[9].id];
    expect(validateQuiz(shortNames, nine)).toBe(UNANSWERED_MESSAGE);
    expect(validateQuiz(shortNames, { ...nine, [QUESTIONS[9].id]: 99 })).toBe(UNANSWERED_MESSAGE);
    expect(validateQuiz(shortNames, allRight())).toBeNull();
  });
});

describe('gradeQuiz', () => {
  it('scores correct / 10 x 100 and records each question', () => {
    const all = gradeQuiz(allRight());
    expect(all.score).toBe(100);
    expect(all.correctCount).toBe(10);
    expect(shouldSendResult(all)).toBe(false);
    expect(firstMissedArea(all)).toBeNull();

    const answers = { ...allRight(), 3: wrongOption(3), 6: wrongOption(6), 7: wrongOption(7) };
    const g = gradeQuiz(answers);
    expect(g.score).toBe(70);
    expect(g.correctCount).toBe(7);
    expect(shouldSendResult(g)).toBe(true);
    expect(g.results[3]).toEqual({ question: 4, correct: false, correctAnswerOption: 1, selectedAnswerOption: wrongOption(3) });
    expect(g.results[0]).toEqual({ question: 1, correct: true, correctAnswerOption: 3, selectedAnswerOption: 3 });
  });

  it('finds the key area of the first missed question in question order', () => {
    const g = gradeQuiz({ ...allRight(), 9: wrongOption(9), 4: wrongOption(4) });
    expect(firstMissedArea(g)?.keyArea).toBe('Core Technical Competencies');
    expect(gradeQuiz(Object.fromEntries(QUESTIONS.map((q) => [q.id, wrongOption(q.id)]))).score).toBe(0);
  });
});

describe('buildResultFields', () => {
  it('uses the spec field names, with strings for the score, answers and area details', () => {
    const g = gradeQuiz({ ...allRight(), 2: wrongOption(2) });
    const f = buildResultFields({ firstname: ' Dana ', lastname: 'Okafor', email: 'dana@example.com ' }, g);
    expect(Object.keys(f).sort()).toEqual([
      'email', 'firstname', 'lastname', 'test_your_knowledge_answers', 'test_your_knowledge_area_details',
      'test_your_knowledge_area_topic', 'test_your_knowledge_score',
    ]);
    expect(f.firstname).toBe('Dana');
    expect(f.email).toBe('dana@example.com');
    expect(f.test_your_knowledge_score).toBe('90');
    const answers = JSON.parse(f.test_your_knowledge_answers);
    expect(answers).toHaveLength(10);
    expect(answers[2]).toEqual({ question: 3, correct: false, correctAnswerOption: 3, selectedAnswerOption: wrongOption(2) });
    expect(f.test_your_knowledge_area_topic).toBe('Regulatory & Compliance');
    expect(f.test_your_knowledge_area_details).toBe(`${KEY_AREAS[2].importance} ${KEY_AREAS[2].inMedicalAffairs}`);
  });
});

describe('programsForArea', () => {
  const p = (productId: number, productName: string, productTags: string, extra: Partial<Product> = {}) =>
    ({ productId, productName, productTags, skillTags: '', productType: 'certification', productRating: 4.5, ...extra }) as Product;

  it('returns programs whose name or tags match the area, best match first, at most three', () => {
    const products = [
      p(1, 'Board Certified Medical Affairs Specialist', 'bcmas, medical affairs, msl'),
      p(2, 'Prior Authorization Certified Specialist', 'pacs, prior authorization, reimbursement, compliance'),
      p(3, 'Compliance Webinar', 'compliance, regulatory', { productType: 'webinar', productRating: 4.9 }),
      p(4, 'Regulatory Market Report', 'regulatory, compliance', { productType: 'report' }),
      p(5, 'Drug Safety Essentials', 'pharmacovigilance', { productRating: 3 }),
      p(6, 'Leadership Summit', 'communication', { productType: 'conference' }),
    ];
    expect(programsForArea(products, 2).map((x) => x.productId)).toEqual([3, 2, 5]);
    expect(programsForArea(products, 1).map((x) => x.productId)).toEqual([1]);
    expect(programsForArea(products, 5)).toEqual([]);
  });
});

describe('userFieldErrors', () => {
  it('names each invalid field, and is empty exactly when the user is valid', () => {
    expect(userFieldErrors(user)).toEqual({});
    expect(Object.keys(userFieldErrors({ firstname: 'D', lastname: ' ', email: 'dana@example' }))).toEqual(['firstname', 'lastname', 'email']);
    for (const u of [user, { ...user, firstname: ' D ' }, { ...user, lastname: '' }, { ...user, email: 'a b@c.d' }, { ...user, email: '' }]) {
      expect(Object.keys(userFieldErrors(u)).length === 0).toBe(isValidUser(u));
    }
  });
});
