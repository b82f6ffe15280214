import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { captureUtm } from 'shared-cart';
import { App } from './app';

// The first render is a transition: React renders it in slices of about 5 ms and gives the main
// thread back between them, instead of one long task (measured on a mid-range phone profile: the
// shell and the route's page took one 150–300 ms task, the main part of Total Blocking Time).
// marketing parameters of the landing address are kept at once, before the first render's slices
captureUtm(window.location.search);
const el = document.getElementById('root');
if (el) {
  const root = createRoot(el);
  startTransition(() => root.render(<App />));
}
