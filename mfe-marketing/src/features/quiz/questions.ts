// The quiz's questions and key areas are the contract's data (shared-api/content/quiz.json, read by
// shared-api/src/quiz-questions.ts): the API grades the result it emails with the same data. Imported
// by path, so it is part of the quiz's own chunk and not of the shared-api singleton every page loads.
export * from 'shared-api/quiz-questions';
