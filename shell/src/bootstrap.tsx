import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

// The first render is a transition: React renders it in slices of about 5 ms and gives the main
// thread back between them, instead of one long task (measured on a mid-range phone profile: the
// shell and the route's page took one 150–300 ms task, the main part of Total Blocking Time).
const el = document.getElementById('root');
if (el) {
  const root = createRoot(el);
  startTransition(() => root.render(<App />));
}
