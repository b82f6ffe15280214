import { LegalLayout } from '../features/legal/legal-layout';
import type { PageMeta } from 'shared-api/page-meta';

/** What the page says in the head (the shell writes it: its route module's handle.meta). */
export const handle = { meta: (): PageMeta => ({
  title: 'Policies and System Requirements | ACMA',
  description: 'Browsers, operating systems, settings and accessibility support required for the ACMA learning platform.',
}) };

export default function PoliciesPage() {
  return (
    <LegalLayout title="Policies" intro="What you need to take our programs, and how we support every learner.">
      <h2 id="system-requirements">System requirements</h2>
      <p>The learning platform runs in a web browser and in our mobile app. Please check your device against the list below before you enrol.</p>
      <h3>Browsers</h3>
      <ul>
        <li>Microsoft Edge</li>
        <li>Mozilla Firefox</li>
        <li>Google Chrome</li>
        <li>Apple Safari</li>
      </ul>
      <p>Use the current version of your browser; older versions may not display course media correctly.</p>
      <h3>Operating systems</h3>
      <ul>
        <li>Windows 8 or higher</li>
        <li>macOS: the last two releases</li>
        <li>Most Linux distributions</li>
        <li>iOS 13 or higher</li>
        <li>Android 9.0 or higher</li>
      </ul>
      <h3>Settings and security</h3>
      <ul>
        <li>JavaScript enabled</li>
        <li>Third-party cookies enabled</li>
        <li>localStorage enabled</li>
        <li>TLS 1.2 supported by your browser and network</li>
      </ul>
      <h2 id="accessibility">Accessibility and support</h2>
      <ul>
        <li>The learning platform supports the NVDA and JAWS screen readers.</li>
        <li>Live chat inside the learning system is available 24/7.</li>
      </ul>
      <p>If anything stops you from taking a program, tell us and we will find a way.</p>
    </LegalLayout>
  );
}
