import 'server-only';
import { cache } from 'react';
import { playerBoot } from '@/lib/live/player-boot';
import type { Metadata } from 'next';
import { notFound, unstable_rethrow } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Megaphone, Trophy } from 'lucide-react';
import type { Locale } from '@/i18n/routing';
import { toLocale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { env } from '@/lib/env';
import { getViewer, serverApi } from '@/lib/bff/server';
import { getSiteConfig } from '@/components/layout/shell-data';
import { localePath } from '@/lib/seo/metadata';
import { seoMetadata, siteBreadcrumbLd } from '@/lib/seo/page';
import { jsonLdText } from '@/components/match-centre/json-ld';
import { named } from '@/lib/matches/display';
import { parseId } from '@/lib/rules/id';
import { Avatar } from '@/components/ui/avatar';
import { RoomPanel, RoomStage } from './room-stage';
import { RoomLiveStatus, RoomLiveTitle } from './room-live-header';
import { roomLiveSeed } from './room-live-seed';
import { FollowButton } from './follow-button';
import { ReportButton } from '@/components/report/report-button';
import { BookButton } from './book-button';
import type { GiftItem } from '@/lib/wallet/contract';
import type { RecordingShow, RoomInfo } from '@/lib/live/contract';
import type { RankedViewer } from '@/lib/chat/contract';
import { RankScore } from './coins/rank-score';

/** The recording of `?record=` in this room, or the 404 page; null without the parameter. */
async function loadRecording(raw: unknown, roomId: number): Promise<RecordingShow | null> {
  if (raw === undefined) return null;
  const id = parseId(typeof raw === 'string' ? raw : undefined);
  if (id === null) notFound();
  let rec: RecordingShow;
  try {
    rec = await serverApi<RecordingShow>('live_record/show', { id });
  } catch (err) {
    unstable_rethrow(err);
    notFound();
  }
  if (rec.room_id !== roomId) notFound();
  return rec;
}

export type RoomProps = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The room of `?id=` (with the viewer's follow and staff flags), or the 404 page. */
const loadRoom = cache(async (raw: unknown): Promise<RoomInfo> => {
  const id = parseId(typeof raw === 'string' ? raw : undefined);
  if (id === null) notFound();
  try {
    return await serverApi<RoomInfo>('Live_streaming/getRoomInfo', { id });
  } catch (err) {
    unstable_rethrow(err);
    notFound();
  }
});

async function ranking(id: number): Promise<RankedViewer[]> {
  try {
    return await serverApi<RankedViewer[]>('live_streaming/roomRanking', { id });
  } catch (err) {
    unstable_rethrow(err);
    return [];
  }
}

/** The gift catalogue (`Gift/getList`) for the gift bar; none when it cannot be read. */
async function giftList(): Promise<GiftItem[]> {
  try {
    return await serverApi<GiftItem[]>('Gift/getList');
  } catch (err) {
    unstable_rethrow(err);
    return [];
  }
}

export async function roomMetadata({ params, searchParams }: RoomProps): Promise<Metadata> {
  const { locale } = await params;
  const room = await loadRoom((await searchParams).id);
  const t = await getTranslations({ locale, namespace: 'liveRoom.meta' });
  const values = { title: room.title, anchor: room.anchor_nickname };
  return seoMetadata({
    locale,
    path: `/live?id=${room.id}`,
    title: t(room.state === 'live' ? 'title' : 'titleOffline', values),
    description: room.notice || t('description', values),
    image: { kind: 'room', id: room.id },
  });
}

/** BreadcrumbList JSON-LD of a room: home › live › the room. */
export async function roomBreadcrumbLd({ params, searchParams }: RoomProps) {
  const { locale } = await params;
  const room = await loadRoom((await searchParams).id);
  const t = await getTranslations({ locale, namespace: 'seo.crumbs' });
  return siteBreadcrumbLd(locale, [
    { name: t('live'), path: '/anchor' },
    { name: room.title, path: `/live?id=${room.id}` },
  ]);
}

/**
 * schema.org VideoObject with its BroadcastEvent (Google's live-stream markup): the room's
 * broadcast while live, else the channel's page as a plain VideoObject.
 */
function roomLd(room: RoomInfo, url: string, origin: string, description: string) {
  const thumbnail = room.cover ? new URL(room.cover, origin).toString() : undefined;
  const start = room.live_since ? new Date(room.live_since * 1000).toISOString() : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: room.title,
    description,
    url,
    thumbnailUrl: thumbnail ? [thumbnail] : undefined,
    uploadDate: start ?? new Date().toISOString().slice(0, 10),
    author: { '@type': 'Person', name: room.anchor_nickname },
    inLanguage: room.language,
    ...(room.state === 'live' && {
      publication: {
        '@type': 'BroadcastEvent',
        isLiveBroadcast: true,
        startDate: start,
      },
    }),
  };
}

export async function RoomPageView({ params, searchParams }: RoomProps) {
  const { locale } = await params;
  const query = await searchParams;
  const room = await loadRoom(query.id);
  const recording = await loadRecording(query.record, room.id);
  const lang = toLocale(locale);
  const [t, tc, format, rank, config, viewer, gifts] = await Promise.all([
    getTranslations({ locale, namespace: 'liveRoom' }),
    // The console's closure of the room (lib/admin/rooms.ts).
    getTranslations({ locale, namespace: 'adminRooms' }),
    getFormatter({ locale }),
    ranking(room.id),
    getSiteConfig(),
    getViewer(),
    giftList(),
  ]);
  const e = env();
  const origin = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const url = new URL(localePath(locale, `/live?id=${room.id}`), origin).toString();
  const description =
    room.notice || t('meta.description', { title: room.title, anchor: room.anchor_nickname });
  const live = room.state === 'live';
  const m = room.match;
  const next = room.next_schedule;
  // The header's status, title and viewers and the player follow the room's pushes from here.
  const seed = roomLiveSeed(room);
  const hls = recording ? recording.playback : (room.streams?.hls ?? null);
  const boot = await playerBoot(hls);

  return (
    // Under 992 px the room is one screen high (the site footer hidden: app/globals.css), so the
    // chat input stays at the bottom: RoomStage.
    <div
      data-room-app
      className="desk:px-6 desk:py-6 desk:space-y-4 max-desk:flex max-desk:h-[calc(var(--room-vh,100dvh)-3.5rem)] max-desk:flex-col max-desk:overflow-hidden mx-auto w-full max-w-[1600px] px-0 py-0"
    >
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdText(roomLd(room, url, origin, description)) }}
      />
      <header className="bg-surface desk:rounded-xl flex flex-wrap items-center gap-3 px-4 py-3 shadow-sm">
        <Avatar src={room.anchor_avatar} name={room.anchor_nickname} size={48} />
        <div className="min-w-0 flex-1">
          <RoomLiveTitle roomId={room.id} seed={seed} />
          <p className="text-ink-soft flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="text-ink font-medium">{room.anchor_nickname}</span>
            <span className="bg-brand-soft text-brand-dark rounded px-1.5 text-xs font-semibold">
              {t('level', { level: room.anchor_level })}
            </span>
            <RoomLiveStatus roomId={room.id} seed={seed} />
            <span>{t(`language.${room.language}` as 'language.zh')}</span>
            {room.category_name && <span>{room.category_name}</span>}
          </p>
        </div>
        <div className="desk:w-auto flex w-full flex-wrap items-center justify-between gap-2">
          {m && (
            <Link
              href={`/score-detail?id=${m.id}`}
              className="text-ink hover:bg-surface-muted border-ink-faint/40 min-w-0 truncate rounded-lg border px-3 py-1.5 text-sm"
            >
              <span className="text-ink-soft mr-2">{named(m, 'short_name', lang)}</span>
              {named(m, 'home_team_name', lang)}{' '}
              <strong className="tabular-nums">
                {m.status === 'scheduled' ? 'vs' : `${m.home_score}-${m.away_score}`}
              </strong>{' '}
              {named(m, 'away_team_name', lang)}
            </Link>
          )}
          <FollowButton
            anchorId={room.anchor_id}
            followed={room.followed}
            followers={room.followers}
          />
          {viewer && viewer.id !== room.anchor_id ? (
            <ReportButton
              targetType="user"
              targetId={room.anchor_id}
              className="text-ink-faint text-xs"
            />
          ) : null}
        </div>
      </header>

      {room.closed_until && (
        <p
          role="status"
          data-testid="room-closed"
          className="bg-live-soft text-live desk:rounded-xl px-4 py-2 text-sm font-medium"
        >
          {new Date(room.closed_until).getUTCFullYear() >= 9999
            ? tc('closedNotice')
            : tc('closedNoticeUntil', {
                until: format.dateTime(new Date(room.closed_until), {
                  year: 'numeric',
                  month: 'short',
                  day: 'numeric',
                  hour: '2-digit',
                  minute: '2-digit',
                  hourCycle: 'h23',
                }),
              })}
        </p>
      )}
      {recording && (
        <p className="bg-surface desk:rounded-xl text-ink-soft px-4 py-2 text-sm shadow-sm">
          <span className="text-ink font-semibold">{t('replay')}</span>{' '}
          <time dateTime={new Date(recording.started_at * 1000).toISOString()}>
            {format.dateTime(new Date(recording.started_at * 1000), {
              year: 'numeric',
              month: 'short',
              day: 'numeric',
              hour: '2-digit',
              minute: '2-digit',
              hourCycle: 'h23',
            })}
          </time>
          {live && (
            <>
              {' · '}
              <Link href={`/live?id=${room.id}`} className="text-brand font-medium underline">
                {t('backToLive')}
              </Link>
            </>
          )}
        </p>
      )}
      <RoomStage
        roomId={room.id}
        group={room.group_id}
        wsPath={config?.websocket_url ?? '/ws'}
        chatProvider={config?.chat_provider}
        tencentSdkAppId={config?.tencent_sdk_app_id}
        staff={room.is_staff}
        title={recording?.title ?? room.title}
        cover={room.cover}
        hls={hls}
        boot={boot}
        flv={recording ? null : (room.streams?.flv ?? null)}
        offline={live || !next ? null : { nextTitle: next.title, nextStartsAt: next.starts_at }}
        live={recording ? undefined : seed}
        line={query.line === 'flv' ? 'flv' : 'hls'}
        anchorId={room.anchor_id}
        gifts={gifts}
        // Only what the gift bar needs: the props are in the page's HTML.
        viewer={viewer ? { id: viewer.id, balance: viewer.balance } : null}
      >
        <RoomPanel tab="anchor">
          <section aria-labelledby="notice-title" className="bg-surface rounded-xl p-4 shadow-sm">
            <h2 id="notice-title" className="text-ink mb-2 flex items-center gap-2 font-semibold">
              <Megaphone className="text-brand size-4" aria-hidden />
              {t('notice')}
            </h2>
            <p className="text-ink-soft text-sm whitespace-pre-line">
              {room.notice || t('noNotice')}
            </p>
            {next && (
              <div className="border-surface-page mt-4 flex flex-wrap items-center gap-3 border-t pt-3 text-sm">
                <span className="text-ink-soft">{t('next')}</span>
                <time
                  dateTime={new Date(next.starts_at * 1000).toISOString()}
                  className="text-ink font-medium"
                >
                  {format.dateTime(new Date(next.starts_at * 1000), {
                    month: 'short',
                    day: 'numeric',
                    weekday: 'short',
                    hour: '2-digit',
                    minute: '2-digit',
                    hourCycle: 'h23',
                  })}
                </time>
                <span className="text-ink">{next.title}</span>
                <BookButton scheduleId={next.id} reserved={next.reserved} />
              </div>
            )}
          </section>
        </RoomPanel>
        <RoomPanel tab="rank">
          <section aria-labelledby="rank-title" className="bg-surface rounded-xl p-4 shadow-sm">
            <h2 id="rank-title" className="text-ink mb-2 flex items-center gap-2 font-semibold">
              <Trophy className="text-brand size-4" aria-hidden />
              {t('ranking')}
            </h2>
            {rank.length === 0 ? (
              <p className="text-ink-soft text-sm">{t('noRanking')}</p>
            ) : (
              <ol className="space-y-1.5 text-sm">
                {rank.slice(0, 10).map((r) => (
                  <li key={r.user_id} className="flex items-center gap-2">
                    <span
                      className={
                        r.rank <= 3
                          ? 'bg-brand w-6 rounded text-center text-xs font-bold text-white'
                          : 'text-ink-soft w-6 text-center text-xs'
                      }
                    >
                      {r.rank}
                    </span>
                    <Avatar src={r.avatar} name={r.nickname} size={24} />
                    <span className="text-ink min-w-0 flex-1 truncate">{r.nickname}</span>
                    <RankScore row={r} />
                  </li>
                ))}
              </ol>
            )}
          </section>
        </RoomPanel>
      </RoomStage>
    </div>
  );
}
