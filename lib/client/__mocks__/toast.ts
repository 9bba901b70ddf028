/**
 * The toast facade for component tests (`jest.mock('@/lib/client/toast')`): every call shape is
 * a jest.fn, so a test asserts on `toast.error` and friends without a Toaster.
 */
export const toast = Object.assign(jest.fn(), {
  success: jest.fn(),
  error: jest.fn(),
  warning: jest.fn(),
});
