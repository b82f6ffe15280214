import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProductListing } from 'shared-api';
import { Button, ButtonLink, Card, media, Price, Skeleton, stripHtml, theme } from 'shared-ui';
import type { KeyArea, QuizQuestion } from './questions';
import type { QuizGrade } from './quiz-logic';

const Wrap = styled.div`display: flex; flex-direction: column; gap: 28px;`;
const ScoreCard = styled(Card)`
  display: flex; gap: 24px; align-items: center;
  ${media.mobile} { flex-direction: column; align-items: flex-start; }
  h2 { margin: 0 0 6px; }
  h2:focus { outline: none; }
  p { margin: 0; }
`;
const Dial = styled.div`
  flex: none; width: 120px; height: 120px; border-radius: 50%; display: grid; place-items: center;
  background: ${theme.color.navy}; color: #fff; font-size: 2rem; font-weight: 800;
`;
const AreaBox = styled.section`
  border-left: 6px solid ${theme.color.accent}; background: ${theme.color.surfaceAlt}; padding: 20px 24px; border-radius: ${theme.radius};
  h2 { margin-top: 0; }
  h3 { margin-bottom: 4px; }
  p { margin-top: 4px; }
`;
const Programs = styled.ul`
  list-style: none; padding: 0; margin: 12px 0 0; display: grid; grid-template-columns: repeat(3, 1fr); gap: 16px;
  ${media.mobile} { grid-template-columns: 1fr; }
`;
const Program = styled(Card)`
  display: flex; flex-direction: column; gap: 8px; height: 100%; padding: 16px;
  img { width: 100%; height: 140px; object-fit: cover; border-radius: 8px; background: ${theme.color.line}; }
  a { font-weight: 700; color: ${theme.color.navy}; }
  p { margin: 0; color: ${theme.color.muted}; font-size: 0.92rem; }
`;
const ResultList = styled.ol`
  list-style: none; padding: 0; margin: 0; display: flex; flex-direction: column; gap: 10px;
  li { border: 1px solid ${theme.color.line}; border-radius: 8px; padding: 12px 16px; }
  p { margin: 4px 0 0; }
`;
const Verdict = styled.strong<{ $ok: boolean }>`color: ${(p) => (p.$ok ? theme.color.success : theme.color.danger)};`;
const Actions = styled.div`display: flex; gap: 12px; flex-wrap: wrap;`;

function AreaPrograms({ area, programs }: { area: KeyArea; programs: ProductListing[] | null }) {
  if (programs === null) {
    return (
      <Programs aria-busy="true" aria-label={`Loading programs for ${area.keyArea}`}>
        {[0, 1, 2].map((i) => <li key={i}><Skeleton $h="260px" /></li>)}
      </Programs>
    );
  }
  if (programs.length === 0) {
    return <p>Browse the <Link to="/catalog">program catalog</Link> for certifications and courses that strengthen this area.</p>;
  }
  return (
    <Programs>
      {programs.map((p) => (
        <li key={p.productId}>
          <Program>
            <img src={p.productImage} alt="" width={320} height={140} loading="lazy" />
            <Link to={`/${p.productType}/${p.productNickName}`}>{p.productName}</Link>
            <p>{p.productTagLine}</p>
            <p>{stripHtml(p.productExcerpt).slice(0, 120)}{stripHtml(p.productExcerpt).length > 120 ? '…' : ''}</p>
            <Price price={p.productPrice} strikeout={p.strikeoutPrice} />
          </Program>
        </li>
      ))}
    </Programs>
  );
}

/** View 1: the score, the first missed key area with its programs, and each question's result. */
export const QuizResult = forwardRef<HTMLHeadingElement, {
  grade: QuizGrade; questions: QuizQuestion[]; area: KeyArea | null; programs: ProductListing[] | null; onRetake: () => void;
}>(function QuizResult({ grade, questions, area, programs, onRetake }, headingRef) {
  const optionText = (q: QuizQuestion, id: number) => q.options.find((o) => o.id === id)?.option ?? 'No answer';
  return (
    <Wrap data-testid="quiz-result">
      <ScoreCard>
        <Dial aria-hidden="true">{grade.score}%</Dial>
        <div>
          <h2 ref={headingRef} tabIndex={-1}>Your score: {grade.score}%</h2>
          <p>You answered {grade.correctCount} of {questions.length} questions correctly.</p>
          <p>{area
            ? 'Below is the key area to work on first, and the programs that cover it. We also email this result to you.'
            : 'A perfect score. You know the five key areas of medical affairs well: a board certification makes that expertise official. With no focus area to work on, we send you no email.'}
          </p>
        </div>
      </ScoreCard>

      {area && (
        <AreaBox aria-labelledby="quiz-area-heading">
          <h2 id="quiz-area-heading">Your focus area: {area.keyArea}</h2>
          <p>{area.descriptionOfKeyArea}</p>
          <h3>Why it matters</h3>
          <p>{area.importance}</p>
          <h3>Its place in medical affairs</h3>
          <p>{area.inMedicalAffairs}</p>
          <h3>Programs that cover {area.keyArea}</h3>
          <AreaPrograms area={area} programs={programs} />
        </AreaBox>
      )}

      <section aria-labelledby="quiz-answers-heading">
        <h2 id="quiz-answers-heading">Your answers</h2>
        <ResultList>
          {grade.results.map((r, i) => {
            const q = questions[i];
            return (
              <li key={q.id} data-testid="quiz-answer" data-correct={r.correct}>
                <strong>Question {r.question}: </strong>
                <Verdict $ok={r.correct}>{r.correct ? 'Correct' : 'Incorrect'}</Verdict>
                <p>{q.question}</p>
                <p>Your answer: {optionText(q, r.selectedAnswerOption)}</p>
                {!r.correct && <p>Correct answer: {optionText(q, r.correctAnswerOption)}</p>}
              </li>
            );
          })}
        </ResultList>
      </section>

      <Actions>
        <ButtonLink to="/catalog">Explore all programs</ButtonLink>
        <Button $variant="ghost" onClick={onRetake}>Take the quiz again</Button>
      </Actions>
    </Wrap>
  );
});
