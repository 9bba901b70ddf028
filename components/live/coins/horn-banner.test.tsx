import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import { mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { useReservedBands } from '@/components/player/reserved-bands';
import { createFeed } from './feed';
import { HORN_RECENT_MS, HornBanner } from './horn-banner';
import { hornItem, recentHorns } from './test-data';
import type { HornItem } from '@/lib/wallet/contract';

const NOW = Date.now();

const horn = hornItem;

/** What the danmaku layer reads: the bands reserved over the stage. */
function Bands() {
  const bands = useReservedBands();
  return <output data-testid="bands">{bands.map((b) => b.dataset.testid).join(',')}</output>;
}

function renderBanner(recent: HornItem[] = []) {
  const bff = mockBff({ 'Horn/recent': recentHorns(recent) });
  const source = createFeed<HornItem>();
  renderWithProviders(
    <>
      <HornBanner feed={source.feed} />
      <Bands />
    </>,
    { locale: 'en' },
  );
  return { bff, emit: (h: HornItem) => act(() => source.emit(h)) };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('HornBanner', () => {
  it('shows a horn’s text as text, never as markup', () => {
    const { emit } = renderBanner();
    emit(horn(1, { content: '<img src=x onerror="alert(1)">', nickname: '<b>M</b>' }));
    const banner = screen.getByTestId('horn-banner');
    expect(screen.getByTestId('horn-text').textContent).toBe('<img src=x onerror="alert(1)">');
    expect(banner).toHaveTextContent('<b>M</b>');
    expect(banner.querySelector('img, b')).toBeNull();
  });

  it('shows the newest recent horn on arrival if it is only minutes old', async () => {
    renderBanner([
      horn(1, { content: 'older', created_at: new Date(NOW - 120_000).toISOString() }),
      horn(2, { content: 'newest', created_at: new Date(NOW - 60_000).toISOString() }),
    ]);
    expect(await screen.findByText('newest')).toBeInTheDocument();
    expect(screen.queryByText('older')).toBeNull();
  });

  it('shows nothing for a recent horn older than a few minutes', async () => {
    const { bff } = renderBanner([
      horn(1, { created_at: new Date(NOW - HORN_RECENT_MS - 60_000).toISOString() }),
    ]);
    await waitFor(() => expect(bff.calls).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByTestId('horn-banner')).toBeNull();
  });

  it('queues horns one at a time, each once, larger for a large horn, and closes on request', async () => {
    const { emit } = renderBanner();
    emit(horn(1, { large: true, noble: { level: 2, color: '#c0a000' } }));
    emit(horn(1));
    emit(horn(2));
    const banner = screen.getByTestId('horn-banner');
    expect(banner).toHaveAttribute('data-large', 'true');
    // Its band is reserved while it shows: the danmaku keep out of it (issue 24).
    expect(screen.getByTestId('bands')).toHaveTextContent('horn-banner');
    expect(screen.getByTestId('noble-badge')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: en.coins.horn.close }));
    expect(screen.getByTestId('horn-text')).toHaveTextContent('horn 2');
    expect(screen.getByTestId('horn-banner')).not.toHaveAttribute('data-large');
    await user.click(screen.getByRole('button', { name: en.coins.horn.close }));
    expect(screen.queryByTestId('horn-banner')).toBeNull();
    expect(screen.getByTestId('bands')).toBeEmptyDOMElement();
  });
});
