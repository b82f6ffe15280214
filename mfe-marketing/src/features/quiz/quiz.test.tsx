import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { api, type Product } from 'shared-api';
import { toast } from 'shared-ui';
import { KEY_AREAS, QUESTIONS } from './questions';
import { Quiz } from './quiz';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  api: { submitLead: jest.fn(), getProducts: jest.fn() },
}));
jest.mock('shared-ui', () => ({ ...jest.requireActual('shared-ui'), toast: jest.fn() }));

const submitLead = api.submitLead as jest.Mock;
const getProducts = api.getProducts as jest.Mock;
const toastMock = toast as jest.Mock;

const product = (productId: number, productName: string, productTags: string): Product => ({
  productId, productName, productTags, skillTags: '', productType: 'certification', productNickName: `p${productId}`,
  productRating: 4.8, productPrice: 1499, strikeoutPrice: null, productImage: '/images/p.webp', productExcerpt: '<p>Program</p>',
  productTagLine: 'Board Certification',
} as Product);

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  submitLead.mockResolvedValue(undefined);
  getProducts.mockResolvedValue([
    product(1, 'Board Certified Medical Affairs Specialist', 'bcmas, medical affairs'),
    product(2, 'Prior Authorization Certified Specialist', 'pacs, compliance, prior authorization'),
  ]);
  window.scrollTo = jest.fn();
});

function setup() {
  render(<MemoryRouter><Quiz /></MemoryRouter>);
  return userEvent.setup();
}

async function fillUser(user: ReturnType<typeof userEvent.setup>, first = 'Dana', last = 'Okafor', email = 'dana@example.com') {
  await user.type(screen.getByLabelText('First name'), first);
  await user.type(screen.getByLabelText('Last name'), last);
  await user.type(screen.getByLabelText('Email'), email);
}

async function answer(user: ReturnType<typeof userEvent.setup>, pick: (qIndex: number) => number) {
  const groups = screen.getAllByTestId('quiz-question');
  for (let i = 0; i < QUESTIONS.length; i++) {
    const q = QUESTIONS[i];
    const option = q.options.find((o) => o.id === pick(i))!;
    await user.click(within(groups[i]).getByLabelText(option.option));
  }
}

it('checks user information first, then that every question is answered', async () => {
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Submit my answers' }));
  expect(toastMock).toHaveBeenLastCalledWith('Please input valid user information', 'error');
  expect(screen.getByLabelText('First name')).toHaveFocus();

  await fillUser(user, 'Dana', 'O', 'dana@example.com');
  await user.click(screen.getByRole('button', { name: 'Submit my answers' }));
  expect(toastMock).toHaveBeenLastCalledWith('Please input valid user information', 'error');
  expect(screen.getByLabelText('Last name')).toHaveFocus();

  await user.type(screen.getByLabelText('Last name'), 'kafor');
  await user.click(screen.getByRole('button', { name: 'Submit my answers' }));
  expect(toastMock).toHaveBeenLastCalledWith('Please answer all questions', 'error');
  expect(toastMock).toHaveBeenCalledTimes(3);
  expect(submitLead).not.toHaveBeenCalled();
  expect(screen.queryByTestId('quiz-result')).not.toBeInTheDocument();
});

it('ties each error to its field (aria-invalid + aria-describedby) and clears it once fixed', async () => {
  const user = setup();
  const first = screen.getByLabelText('First name');
  expect(first).not.toHaveAttribute('aria-invalid');
  await user.click(screen.getByRole('button', { name: 'Submit my answers' }));
  expect(first).toHaveAttribute('aria-invalid', 'true');
  expect(first).toHaveAccessibleDescription('Please enter your first name (at least 2 characters).');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.');
  // no answer is marked before the user's details pass
  expect(screen.getAllByRole('radiogroup').filter((g) => g.getAttribute('aria-invalid') === 'true')).toHaveLength(0);

  await fillUser(user);
  expect(first).not.toHaveAttribute('aria-invalid');
  expect(first).not.toHaveAttribute('aria-describedby');
  await user.click(within(screen.getAllByTestId('quiz-question')[0]).getByLabelText(QUESTIONS[0].options[0].option));
  await user.click(screen.getByRole('button', { name: 'Submit my answers' }));
  const groups = screen.getAllByRole('radiogroup');
  expect(groups[0]).not.toHaveAttribute('aria-invalid');
  expect(groups[1]).toHaveAttribute('aria-invalid', 'true');
  expect(groups[1]).toHaveAccessibleDescription('Please choose an answer.');
  expect(groups.filter((g) => g.getAttribute('aria-invalid') === 'true')).toHaveLength(QUESTIONS.length - 1);
  await user.click(within(screen.getAllByTestId('quiz-question')[1]).getByLabelText(QUESTIONS[1].options[0].option));
  expect(groups[1]).not.toHaveAttribute('aria-invalid');
});

it('lets answers change until submission, then shows the result and sends it when an answer is wrong', async () => {
  const user = setup();
  // the form promises exactly this: an email only when an answer is wrong
  expect(screen.getByText(/^If you miss a question, we email your result/)).toBeInTheDocument();
  expect(screen.queryByText(/We send your personal result/)).not.toBeInTheDocument();
  await fillUser(user);
  // first answer everything correctly, then change question 3 (a compliance question) to a wrong option
  await answer(user, (i) => QUESTIONS[i].correctOption);
  const q3 = QUESTIONS[2];
  const wrong = q3.options.find((o) => o.id !== q3.correctOption)!;
  await user.click(within(screen.getAllByTestId('quiz-question')[2]).getByLabelText(wrong.option));
  expect(screen.getByText('10 of 10 questions answered')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Submit my answers' }));
  expect(toastMock).not.toHaveBeenCalled();
  expect(await screen.findByRole('heading', { name: 'Your score: 90%' })).toHaveFocus();
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  expect(screen.getByRole('heading', { name: 'Your focus area: Regulatory & Compliance' })).toBeInTheDocument();
  expect(screen.getByText(/We also email this result to you\./)).toBeInTheDocument();
  expect(screen.getByText(KEY_AREAS[2].importance)).toBeInTheDocument();
  expect(screen.getByText(KEY_AREAS[2].inMedicalAffairs)).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Prior Authorization Certified Specialist' })).toHaveAttribute('href', '/certification/p2');
  expect(screen.queryByRole('link', { name: 'Board Certified Medical Affairs Specialist' })).not.toBeInTheDocument();
  const rows = screen.getAllByTestId('quiz-answer');
  expect(rows.filter((r) => r.dataset.correct === 'false')).toHaveLength(1);
  expect(within(rows[2]).getByText(`Correct answer: ${q3.options[q3.correctOption - 1].option}`)).toBeInTheDocument();

  expect(submitLead).toHaveBeenCalledTimes(1);
  const [form, fields] = submitLead.mock.calls[0];
  expect(form).toBe('knowledge-quiz');
  expect(fields).toMatchObject({
    firstname: 'Dana', lastname: 'Okafor', email: 'dana@example.com', test_your_knowledge_score: '90',
    test_your_knowledge_area_topic: 'Regulatory & Compliance',
  });
});

it('sends nothing when every answer is right, and a failed send is only logged', async () => {
  const user = setup();
  await fillUser(user);
  await answer(user, (i) => QUESTIONS[i].correctOption);
  await user.click(screen.getByRole('button', { name: 'Submit my answers' }));
  expect(await screen.findByRole('heading', { name: 'Your score: 100%' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /Your focus area/ })).not.toBeInTheDocument();
  expect(submitLead).not.toHaveBeenCalled();
  expect(screen.getByText(/we send you no email/)).toBeInTheDocument();

  // retake, now with a wrong answer and a failing API: the result still shows, nothing else is shown
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  submitLead.mockRejectedValueOnce(new Error('network down'));
  await user.click(screen.getByRole('button', { name: 'Take the quiz again' }));
  await answer(user, (i) => (i === 0 ? QUESTIONS[0].options.find((o) => o.id !== QUESTIONS[0].correctOption)!.id : QUESTIONS[i].correctOption));
  await user.click(screen.getByRole('button', { name: 'Submit my answers' }));
  expect(await screen.findByRole('heading', { name: 'Your focus area: Life Sciences Understanding' })).toBeInTheDocument();
  await waitFor(() => expect(error).toHaveBeenCalledWith('[api] quiz submission', 'network down'));
  expect(toastMock).not.toHaveBeenCalled();
  error.mockRestore();
});

it('asks for the catalog (the result\'s programs) once the visitor starts, not for a visit that only reads', async () => {
  const user = setup();
  await new Promise((r) => setTimeout(r, 20));
  expect(getProducts).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText('First name'), 'D');
  await waitFor(() => expect(getProducts).toHaveBeenCalledTimes(1));
  await user.type(screen.getByLabelText('Last name'), 'O');
  expect(getProducts).toHaveBeenCalledTimes(1);
});

it('checks the names with the full name rule on submit: an address gets the spec\'s toast and its field message, nothing is sent', async () => {
  const user = setup();
  await fillUser(user, 'payroll-verify.ca', 'Okafor');
  // one wrong answer: a valid submission would send the result
  await answer(user, (i) => (i === 0 ? QUESTIONS[0].options.find((o) => o.id !== QUESTIONS[0].correctOption)!.id : QUESTIONS[i].correctOption));
  const first = screen.getByLabelText('First name');
  const last = screen.getByLabelText('Last name');
  const submitAnswers = () => user.click(screen.getByRole('button', { name: 'Submit my answers' }));

  await submitAnswers();
  await waitFor(() => expect(toastMock).toHaveBeenLastCalledWith('Please input valid user information', 'error'));
  expect(first).toHaveAccessibleDescription('First name must be a name, without web or email addresses.');
  expect(first).toHaveFocus();

  await user.clear(first);
  await user.type(first, 'Dana');
  await user.clear(last);
  await user.type(last, 'Smith localhost:8080');
  await submitAnswers();
  await waitFor(() => expect(last).toHaveAccessibleDescription('Last name must be a name, without web or email addresses.'));
  expect(first).not.toHaveAttribute('aria-invalid');
  expect(last).toHaveFocus();

  await user.clear(last);
  await user.type(last, 'Okafor');
  await user.clear(first);
  await user.type(first, 'Ana example.it');
  await submitAnswers();
  await waitFor(() => expect(first).toHaveAccessibleDescription('First name must be a name, without web or email addresses.'));
  expect(toastMock).toHaveBeenCalledTimes(3);
  expect(toastMock.mock.calls.every(([text]) => text === 'Please input valid user information')).toBe(true);
  expect(submitLead).not.toHaveBeenCalled();
  expect(screen.queryByTestId('quiz-result')).not.toBeInTheDocument();

  // a name again: the result shows and is sent
  await user.clear(first);
  await user.type(first, 'Ana');
  await submitAnswers();
  expect(await screen.findByRole('heading', { name: 'Your score: 90%' })).toBeInTheDocument();
  expect(submitLead).toHaveBeenCalledTimes(1);
  expect(submitLead.mock.calls[0][1]).toMatchObject({ firstname: 'Ana', lastname: 'Okafor' });
});
