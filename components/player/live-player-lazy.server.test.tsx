/**
 * @jest-environment node
 */
import { NextIntlClientProvider } from 'next-intl';
import { renderToReadableStream } from 'react-dom/server';
import { LivePlayerLazy } from './live-player-lazy';
import { playerMessages } from './test-helpers';

// App Router's next/dynamic (what Next compiles `next/dynamic` to under app/).
jest.mock('next/dynamic', () => jest.requireActual('next/dist/shared/lib/app-dynamic'));

const mockLoaded = jest.fn();
jest.mock('./live-player', () => {
  mockLoaded('live-player');
  return { __esModule: true, default: () => null };
});
jest.mock('hls.js/light', () => {
  mockLoaded('hls.js');
  return {};
});
jest.mock('mpegts.js', () => {
  mockLoaded('mpegts.js');
  return {};
});

async function html(ui: React.ReactElement): Promise<string> {
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(
    <NextIntlClientProvider locale="en" timeZone="UTC" messages={playerMessages('en')}>
      {ui}
    </NextIntlClientProvider>,
    // Next swallows the "bail out to client rendering" error of `ssr: false`; so do we.
    { onError: (e) => void errors.push(e) },
  );
  await stream.allReady;
  const text = await new Response(stream).text();
  for (const e of errors)
    expect(String((e as { digest?: string }).digest)).toBe('BAILOUT_TO_CLIENT_SIDE_RENDERING');
  return text;
}

// Before the live room: a module loads once per test file.
test('on the server, an off-air room renders its offline poster', async () => {
  const out = await html(
    <LivePlayerLazy
      hls={null}
      title="Quiet room"
      offline={{ nextStartsAt: Date.UTC(2026, 10, 28, 12) / 1000 }}
    />,
  );
  expect(out).toContain('data-testid="player-offline"');
  expect(out).toContain('Next broadcast: Sat, Nov 28, 12:00 PM');
  expect(mockLoaded).not.toHaveBeenCalled();
});

test('on the server, a live room renders the same-size skeleton and preloads its playlist', async () => {
  const out = await html(
    <LivePlayerLazy
      hls="/hls/room1.m3u8?txSecret=a&txTime=B"
      flv="/flv/room1.flv?txSecret=a&txTime=B"
      poster="/cover.jpg"
      title="Derby night"
    />,
  );
  expect(out).toContain('data-testid="player-skeleton"');
  expect(out).toContain('aspect-video');
  expect(out).toContain('Derby night');
  expect(out).toContain('/cover.jpg');
  // The player mounts in the browser only.
  expect(out).not.toContain('<video');
  // Issue 24: the playlist is fetched as the HTML arrives, in the mode hls.js asks for it; the
  // player's island and hls.js are server-rendered (as nothing) so Next names their chunks as
  // preloads too.
  expect(out).toMatch(
    /<link rel="preload" href="\/hls\/room1\.m3u8\?txSecret=a&amp;txTime=B" as="fetch" crossorigin=""\/>/,
  );
  expect(mockLoaded.mock.calls.map((c) => c[0]).sort()).toEqual(['hls.js', 'live-player']);
  expect(mockLoaded).not.toHaveBeenCalledWith('mpegts.js');
});

test('with the page nonce, a live room carries the first-frame video and script', async () => {
  const hls = '/hls/room1.m3u8?txSecret=a&txTime=B';
  const boot = { nonce: 'n0nce', hlsVersion: '9.8.7', hls, script: '/vendor/live-boot.abc.js' };
  const out = await html(<LivePlayerLazy hls={hls} title="Derby night" boot={boot} />);
  // The bare video (React does not own it), hidden until it has a frame, with its playlist.
  expect(out).toContain(
    '<video id="live-first-frame" muted autoplay playsinline hidden class="size-full object-contain" data-src="/hls/room1.m3u8?txSecret=a&amp;txTime=B"></video>',
  );
  // The script with the nonce, early and first. hls.js itself is imported by it after the first
  // paint (the poster and the page's text come first on a slow line): not preloaded here.
  expect(out).toMatch(
    /<script async="" src="\/vendor\/live-boot\.abc\.js" nonce="n0nce" fetchPriority="high"><\/script>|<script async="" src="\/vendor\/live-boot\.abc\.js" fetchPriority="high" nonce="n0nce"><\/script>/i,
  );
  expect(out).not.toContain('/vendor/hls.');
  // A boot for another playlist (the room was re-signed since): none of it.
  const stale = await html(
    <LivePlayerLazy hls={hls} title="Derby night" boot={{ ...boot, hls: '/hls/room1.m3u8?x=1' }} />,
  );
  expect(stale).not.toContain('live-first-frame');
  expect(stale).not.toContain('live-boot');
});
