import { useEffect, useRef, useState } from 'react';
import { api, loadNameRule, logApiError, type ProductListing } from 'shared-api';
import { getUtm } from 'shared-analytics';
import { toast } from 'shared-ui';
import { QUESTIONS, type QuizQuestion } from './questions';
import { questionInputId, QuizForm, userFieldId } from './quiz-form';
import {
  buildResultFields, firstMissedArea, gradeQuiz, INVALID_USER_MESSAGE, programsForArea, QUIZ_FORM_NAME,
  shouldSendResult, UNANSWERED_MESSAGE, userFieldErrors, validateQuiz, type QuizAnswers, type QuizGrade, type QuizUser,
} from './quiz-logic';
import { QuizResult } from './quiz-result';

const EMPTY_USER: QuizUser = { firstname: '', lastname: '', email: '' };

/** The quiz: view 0 (form) until a valid submission, then view 1 (result). */
export function Quiz({ questions = QUESTIONS }: { questions?: QuizQuestion[] }) {
  const [view, setView] = useState<0 | 1>(0);
  const [user, setUser] = useState<QuizUser>(EMPTY_USER);
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [grade, setGrade] = useState<QuizGrade | null>(null);
  const [products, setProducts] = useState<ProductListing[] | null>(null);
  // after a refused submission the errors stay beside their fields (and clear as they are fixed)
  const [shown, setShown] = useState<{ user: boolean; answers: boolean }>({ user: false, answers: false });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // a submission waiting for the name rule (loadNameRule below): a second click does nothing
  const checking = useRef(false);

  // The catalog is fetched in the background once the visitor starts the quiz (the first answer or
  // detail), so the result's programs show at once, and a visit that only reads the page loads
  // neither the catalog nor the HTTP client (first-load JavaScript, bench/RESULTS.md).
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!started) return undefined;
    void loadNameRule(); // the name rule too (its own chunk), so it is there by the submit
    let live = true;
    api.getProducts()
      .then((list) => { if (live) setProducts(list); })
      .catch((e: unknown) => { logApiError('products for the quiz', e); if (live) setProducts([]); });
    return () => { live = false; };
  }, [started]);

  // Entering view 1 scrolls to the top and moves focus to the score.
  useEffect(() => {
    if (view !== 1) return;
    window.scrollTo({ top: 0, left: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [view]);

  const submit = async () => {
    setStarted(true);
    // the names are checked with the full name rule (every top-level domain), loaded by the first
    // focus or submit, never with the page: "Ana example.it" gets the spec's toast, nothing is sent
    if (checking.current) return;
    checking.current = true;
    await loadNameRule(); // (never rejects: if it cannot load, the quick checks stay)
    checking.current = false;
    const problem = validateQuiz(user, answers, questions);
    if (problem) {
      toast(problem, 'error');
      setShown((s) => ({ user: true, answers: s.answers || problem === UNANSWERED_MESSAGE }));
      if (problem === INVALID_USER_MESSAGE) {
        const errors = userFieldErrors(user);
        const bad = (['firstname', 'lastname', 'email'] as const).find((k) => errors[k]);
        if (bad) document.getElementById(userFieldId(bad))?.focus();
      } else {
        const q = questions.find((x) => answers[x.id] === undefined);
        if (q) document.getElementById(questionInputId(q.id, q.options[0].id))?.focus();
      }
      return;
    }
    const g = gradeQuiz(answers, questions);
    setGrade(g);
    setView(1);
    if (shouldSendResult(g)) {
      api.submitLead(QUIZ_FORM_NAME, buildResultFields(user, g, questions), getUtm())
        .catch((e: unknown) => logApiError('quiz submission', e));
    }
  };

  const retake = () => {
    setAnswers({});
    setShown({ user: false, answers: false });
    setGrade(null);
    setView(0);
    window.scrollTo({ top: 0, left: 0 });
  };

  if (view === 1 && grade) {
    const area = firstMissedArea(grade, questions);
    return (
      <QuizResult ref={headingRef} grade={grade} questions={questions} area={area} onRetake={retake}
        programs={area && products ? programsForArea(products, area.areaId) : null} />
    );
  }
  return (
    <QuizForm questions={questions} user={user} answers={answers} onUser={(u) => { setStarted(true); setUser(u); }}
      userErrors={shown.user ? userFieldErrors(user) : {}} showUnanswered={shown.answers}
      onAnswer={(qid, oid) => { setStarted(true); setAnswers((a) => ({ ...a, [qid]: oid })); }} onSubmit={() => void submit()} />
  );
}
