import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyPopover } from './lazy-popover';

// Radix's popper measures its anchor; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Records when the panel's module (Radix and all) is first evaluated.
const mockPanelLoaded = jest.fn();
jest.mock('./popover-panel', () => {
  mockPanelLoaded();
  return jest.requireActual<typeof import('./popover-panel')>('./popover-panel');
});

function renderPopover(hover = false) {
  return render(
    <>
      <LazyPopover hover={hover} trigger="Account" contentLabel="Panel">
        <a href="#x">Inside</a>
      </LazyPopover>
      <button type="button">Elsewhere</button>
    </>,
  );
}

test('the panel is neither loaded nor mounted before anyone wants it; the trigger says what it opens', () => {
  renderPopover();
  const trigger = screen.getByRole('button', { name: 'Account' });
  expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(trigger).not.toHaveAttribute('aria-controls');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(mockPanelLoaded).not.toHaveBeenCalled();
});

test('by keyboard: Enter opens it with focus inside, Escape closes it and gives focus back', async () => {
  const user = userEvent.setup();
  renderPopover();
  const trigger = screen.getByRole('button', { name: 'Account' });
  await user.tab();
  expect(trigger).toHaveFocus();
  await user.keyboard('{Enter}');
  const panel = await screen.findByRole('dialog', { name: 'Panel' });
  expect(mockPanelLoaded).toHaveBeenCalled();
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(trigger).toHaveAttribute('aria-controls', panel.id);
  await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(trigger).toHaveFocus();
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('a second press on the trigger closes it (the trigger is not "outside")', async () => {
  const user = userEvent.setup();
  renderPopover();
  const trigger = screen.getByRole('button', { name: 'Account' });
  await user.click(trigger);
  await screen.findByRole('dialog');
  await user.click(trigger);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('a click elsewhere closes it and leaves the focus where the visitor put it', async () => {
  const user = userEvent.setup();
  renderPopover();
  await user.click(screen.getByRole('button', { name: 'Account' }));
  await screen.findByRole('dialog');
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
});

test('hover: resting the mouse opens it without taking focus, leaving closes it, a click pins it', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderPopover(true);
    const trigger = screen.getByRole('button', { name: 'Account' });
    await user.hover(trigger);
    const panel = await screen.findByRole('dialog');
    expect(panel.contains(document.activeElement)).toBe(false);
    await user.unhover(trigger);
    act(() => jest.advanceTimersByTime(200));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.hover(trigger);
    await screen.findByRole('dialog');
    await user.click(trigger);
    await user.unhover(trigger);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
