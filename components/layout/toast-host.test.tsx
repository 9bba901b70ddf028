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

/** Makes the window match (or not) the desktop media query. */
function mockWidth(desk: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: desk,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

test.each([true, false])(
  'toasts keep off the navigation bar and its panels (desktop %s): bottom centre',
  async (desk) => {
    mockWidth(desk);
    const view = render(<ToastHost />);
    act(() => toast('Placed'));
    await screen.findByText('Placed');
    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]')!;
    expect(list.dataset.yPosition).toBe('bottom');
    expect(list.dataset.xPosition).toBe('center');
    // Above what a page pins to the bottom (the live room's chat input).
    expect(
      list.style.getPropertyValue(desk ? '--offset-bottom' : '--mobile-offset-bottom'),
    ).toMatch(/--toast-bottom/);
    view.unmount();
  },
);
