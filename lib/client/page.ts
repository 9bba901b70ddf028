/**
 * Page-level side effects behind an object, so tests can replace them (jsdom cannot navigate).
 */
export const pageActions = {
  reload(): void {
    window.location.reload();
  },
};
