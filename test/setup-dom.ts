import '@testing-library/jest-dom';

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
