import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s (testing-library's default is 1 s): on a busy 2-core machine the first
// render of a whole product page can take longer than a second, and a test must fail on behaviour,
// not on the machine's load. Each test may take 20 s (jest.config.cjs).
configure({ asyncUtilTimeout: 5000 });
