import { act, render, screen } from '@testing-library/react';
import { toast } from '@/lib/client/toast';
import { ToastHost } from './toast-host';

// Records when sonner is first evaluated.
const mockSonnerLoaded = jest.fn();
jest.mock('sonner', () => {
  mockSonnerLoaded();
  return jest.requireActual<typeof import('sonner')>('sonner');
});

test('sonner is fetched with the first toast, which then shows, and the next ones too', async () => {
  render(<ToastHost />);
  expect(mockSonnerLoaded).not.toHaveBeenCalled();
  expect(document.querySelector('[data-sonner-toaster]')).toBeNull();

  act(() => toast.error('Network trouble', { id: 'net' }));
  expect(await screen.findByText('Network trouble')).toBeInTheDocument();
  expect(mockSonnerLoaded).toHaveBeenCalledTimes(1);

  act(() => toast.success('Saved'));
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  act(() => toast('Muted'));
  expect(await screen.findByText('Muted')).toBeInTheDocument();
  expect(mockSonnerLoaded).toHaveBeenCalledTimes(1);
});
