import styled from 'styled-components';
import type { PageMeta } from 'shared-api/page-meta';
import { Container } from 'shared-ui';
import { LandingHero } from '../features/landing/landing-layout';
import { KEY_AREAS, QUESTIONS, QUIZ_MINUTES } from '../features/quiz/questions';
import { Quiz } from '../features/quiz/quiz';

const Body = styled(Container)`padding-top: 36px; padding-bottom: 56px; max-width: 900px;`;
const Start = styled.a`
  display: inline-flex; align-items: center; min-height: 44px; padding: 10px 20px; margin-top: 18px; border-radius: 8px;
  background: #fca311; color: #14213d; font-weight: 700; text-decoration: none;
`;

/** What the page says in the head (the shell writes it: its route module's handle.meta). */
export const handle = { meta: (): PageMeta => ({
  title: 'Test Your Knowledge of Medical Affairs | Free Quiz | ACMA',
  description: `A free ${QUESTIONS.length}-question quiz, about ${QUIZ_MINUTES} minutes, across the five key areas of medical affairs. Get your score and the programs for your focus area.`,
}) };

/** /test-your-knowledge-medical-affairs: landing hero and the ten-question quiz. */
export default function QuizPage() {
  const areas = Object.values(KEY_AREAS).map((a) => a.keyArea);
  return (
    <>
      <LandingHero eyebrow="Free knowledge quiz" title="Test your knowledge of medical affairs"
        lead={`How ready are you for a career in medical affairs? Answer ${QUESTIONS.length} questions across the five key areas of the field and see your score, your focus area and the programs that will strengthen it.`}
        facts={[`${QUESTIONS.length} questions`, `About ${QUIZ_MINUTES} minutes`, ...areas]}>
        <Start href="#quiz" onClick={(e) => {
          e.preventDefault();
          const el = document.getElementById('quiz');
          el?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          el?.focus({ preventScroll: true });
        }}>Start the quiz</Start>
      </LandingHero>
      <Body id="quiz" tabIndex={-1}>
        <Quiz />
      </Body>
    </>
  );
}
