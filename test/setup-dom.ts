import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy… and waitFor wait up to 5 s, not 1: in CI the ui tests run beside the PostgreSQL pass
// and the e2e suite on two cores, and a lazily loaded panel (lazy-popover) took longer than 1 s
// to appear once (components/layout/user-menu.test.tsx). A test that passes returns at once.
configure({ asyncUtilTimeout: 5000 });

const original = console.error;
beforeEach(() => {
  console.error = (...args: unknown[]) => {
    original(...args);
    throw new Error(`console.error was called: ${String(args[0])}`);
  };
});
afterEach(() => {
  console.error = original;
});
