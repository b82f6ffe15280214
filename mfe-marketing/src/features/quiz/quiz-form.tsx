import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button, media, theme } from 'shared-ui';
import type { QuizQuestion } from './questions';
import type { QuizAnswers, QuizUser } from './quiz-logic';

const Form = styled.form`display: flex; flex-direction: column; gap: 24px;`;
const UserGrid = styled.div`
  display: grid; grid-template-columns: repeat(3, 1fr); gap: 16px 20px;
  ${media.mobile} { grid-template-columns: 1fr; }
  div { display: flex; flex-direction: column; gap: 6px; }
  label { font-weight: 600; color: ${theme.color.navy}; }
  input { min-height: 44px; padding: 10px 12px; border: 1px solid ${theme.color.border}; border-radius: 8px; width: 100%; }
  input[aria-invalid='true'] { border-color: ${theme.color.danger}; border-width: 2px; }
`;
const FieldError = styled.p`margin: 6px 0 0; color: ${theme.color.danger}; font-weight: 600; font-size: 0.92rem;`;
const Block = styled.fieldset`
  border: 1px solid ${theme.color.line}; border-radius: ${theme.radius}; padding: 20px 24px; margin: 0; background: #fff;
  ${media.mobile} { padding: 16px; }
  legend { font-weight: 700; color: ${theme.color.navy}; padding: 0 6px; font-size: 1.05rem; }
`;
const Details = styled.p`margin: 4px 0 6px; color: ${theme.color.muted};`;
const Ask = styled.p`margin: 0 0 12px; font-weight: 600; font-size: 1.05rem;`;
const Area = styled.span`
  display: inline-block; margin-bottom: 8px; font-size: 0.8rem; font-weight: 700; text-transform: uppercase;
  letter-spacing: 0.04em; color: ${theme.color.accentDark};
`;
const Choice = styled.label`
  display: flex; gap: 12px; align-items: flex-start; padding: 10px 12px; border: 1px solid ${theme.color.line};
  border-radius: 8px; margin-top: 8px; cursor: pointer; min-height: 44px;
  input { width: 20px; height: 20px; margin: 2px 0 0; flex: none; accent-color: ${theme.color.navy}; }
  &:has(input:checked) { border-color: ${theme.color.navy}; background: ${theme.color.surfaceAlt}; }
`;
const Footer = styled.div`
  display: flex; gap: 16px; align-items: center; flex-wrap: wrap;
  p { margin: 0; color: ${theme.color.muted}; }
  ${media.mobile} { button { width: 100%; } }
`;

export const userFieldId = (name: keyof QuizUser) => `quiz-${name}`;
export const questionInputId = (qid: number, optionId: number) => `quiz-q${qid}-o${optionId}`;

/** View 0: the user's details and one answer per question (answers can change until submission). */
/** What the form promises, and what the quiz does (quiz.tsx, shouldSendResult): the result is emailed only when an answer is wrong. */
export const QUIZ_EMAIL_PROMISE = 'If you miss a question, we email your result and the programs for your focus area to this address. A perfect score is shown on this page only.';

export function QuizForm({ questions, user, answers, onUser, onAnswer, onSubmit, userErrors = {}, showUnanswered = false }: {
  questions: QuizQuestion[];
  user: QuizUser;
  answers: QuizAnswers;
  /** Messages shown beside the user's fields (each tied to its field with aria-describedby). */
  userErrors?: Partial<Record<keyof QuizUser, string>>;
  /** Marks each unanswered question (after a submission refused for missing answers). */
  showUnanswered?: boolean;
  onUser: (u: QuizUser) => void;
  onAnswer: (questionId: number, optionId: number) => void;
  onSubmit: () => void;
}) {
  const answered = questions.filter((q) => answers[q.id] !== undefined).length;
  const submit = (e: FormEvent) => { e.preventDefault(); onSubmit(); };
  const input = (name: keyof QuizUser, label: string, type: string, autoComplete: string) => {
    const error = userErrors[name];
    const errorId = `${userFieldId(name)}-error`;
    return (
      <div>
        <label htmlFor={userFieldId(name)}>{label}</label>
        <input id={userFieldId(name)} name={name} type={type} autoComplete={autoComplete} required maxLength={120}
          aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}
          value={user[name]} onChange={(e) => onUser({ ...user, [name]: e.target.value })} />
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </div>
    );
  };
  return (
    <Form noValidate onSubmit={submit} aria-label="Medical affairs knowledge quiz">
      <Block>
        <legend>About you</legend>
        <Details>{QUIZ_EMAIL_PROMISE}</Details>
        <UserGrid>
          {input('firstname', 'First name', 'text', 'given-name')}
          {input('lastname', 'Last name', 'text', 'family-name')}
          {input('email', 'Email', 'email', 'email')}
        </UserGrid>
      </Block>
      {questions.map((q, i) => (
        <Block key={q.id} id={`quiz-question-${q.id}`} data-testid="quiz-question">
          <legend>Question {i + 1} of {questions.length}</legend>
          <Area>{q.keyArea}</Area>
          <Details>{q.questionDetails}</Details>
          <Ask id={`quiz-q${q.id}-text`}>{q.question}</Ask>
          <div role="radiogroup" aria-labelledby={`quiz-q${q.id}-text`} aria-required="true"
            aria-invalid={showUnanswered && answers[q.id] === undefined ? true : undefined}
            aria-describedby={showUnanswered && answers[q.id] === undefined ? `quiz-q${q.id}-error` : undefined}>
            {q.options.map((o) => (
              <Choice key={o.id} htmlFor={questionInputId(q.id, o.id)}>
                <input type="radio" id={questionInputId(q.id, o.id)} name={`question-${q.id}`} value={o.id}
                  checked={answers[q.id] === o.id} onChange={() => onAnswer(q.id, o.id)} />
                <span>{o.option}</span>
              </Choice>
            ))}
          </div>
          {showUnanswered && answers[q.id] === undefined && <FieldError id={`quiz-q${q.id}-error`}>Please choose an answer.</FieldError>}
        </Block>
      ))}
      <Footer>
        <Button type="submit">Submit my answers</Button>
        <p aria-live="polite">{answered} of {questions.length} questions answered</p>
      </Footer>
    </Form>
  );
}
