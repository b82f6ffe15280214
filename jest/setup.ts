import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s (testing-library's default is 1 s): on a busy 2-core machine the first
// render of a whole product page can take longer than a second, and a test must fail on behaviour,
// not on the machine's load. Each test may take 20 s (jest.config.cjs).
configure({ asyncUtilTimeout: 5000 });

// DOMPurify loads on demand in the browser (shared-ui/src/safe-html.tsx); a unit test that renders
// API HTML has it loaded, as a page after its data arrives (its own loading is tested in safe-html.test.tsx)
beforeAll(async () => {
  const { loadSanitizer } = await import('shared-ui/rich-text');
  await loadSanitizer();
});
