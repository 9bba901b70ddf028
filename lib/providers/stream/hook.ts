import 'server-only';
import { checkStream, type StreamCheck } from './sign';

/**
 * The media server's callback when OBS starts or stops publishing, or (MediaMTX) when a viewer
 * reads. One endpoint understands the three servers a deployment is likely to put in front:
 *
 * - **nginx-rtmp** `on_publish` / `on_publish_done` / `on_play`: a form POST with `call`
 *   (`publish`, `publish_done`, `play`, …), `app`, `name`, and the arguments of the publish URL
 *   (`txSecret`, `txTime`) as further fields. Any 2xx accepts, 4xx refuses.
 * - **SRS** `http_hooks`: a JSON POST with `action` (`on_publish`, `on_unpublish`, `on_play`,
 *   `on_stop`), `app`, `stream` and `param` (the URL's query, with its `?`). It accepts on HTTP 200
 *   with `code` 0 in the body, and refuses otherwise.
 * - **MediaMTX** external HTTP authentication: a JSON POST with `action` (`publish`, `read`,
 *   `playback`, `api`, …), `path` (`app/stream`), `protocol` and `query` (without `?`). Any 2xx
 *   accepts, 401 refuses.
 */

export type HookDialect = 'nginx-rtmp' | 'srs' | 'mediamtx';

/** What the call asks: to publish or to read a stream, the end of one, or something else. */
export type HookAction = 'publish' | 'unpublish' | 'read' | 'other';

export type PublishHook = {
  dialect: HookDialect;
  action: HookAction;
  /** The stream's name: the last part of the path, without an extension. */
  stream: string;
  /** The address's query arguments (`txSecret`, `txTime`). */
  query: URLSearchParams;
};

/** The largest hook body read: real ones are well under 2 KiB. */
export const MAX_HOOK_BODY = 8 * 1024;

const NGINX_ACTIONS: Record<string, HookAction> = {
  publish: 'publish',
  publish_done: 'unpublish',
  play: 'read',
  play_done: 'other',
  done: 'other',
  update_publish: 'other',
  update_play: 'other',
  record_done: 'other',
  connect: 'other',
};

const SRS_ACTIONS: Record<string, HookAction> = {
  on_publish: 'publish',
  on_unpublish: 'unpublish',
  on_play: 'read',
  on_stop: 'other',
  on_connect: 'other',
  on_close: 'other',
  on_dvr: 'other',
  on_hls: 'other',
};

const MEDIAMTX_ACTIONS: Record<string, HookAction> = {
  publish: 'publish',
  read: 'read',
  playback: 'read',
  api: 'other',
  metrics: 'other',
  pprof: 'other',
};

function str(value: unknown): string | null {
  return typeof value === 'string' && value.length <= 1024 ? value : null;
}

/** The last segment of a path or stream name, without a `.flv`/`.m3u8` extension or query. */
function streamOf(raw: string): string {
  const name = raw.split('?')[0].split('/').filter(Boolean).pop() ?? '';
  return name.replace(/\.(flv|m3u8)$/i, '');
}

/**
 * Reads a hook call from its content type and body; null when it is none of the three dialects
 * (the endpoint then answers 400).
 */
export function parsePublishHook(
  contentType: string | null | undefined,
  body: string,
): PublishHook | null {
  if (body.length > MAX_HOOK_BODY) return null;
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();

  if (type === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams(body);
    const call = form.get('call');
    const name = form.get('name');
    if (!call || !name || !(call in NGINX_ACTIONS)) return null;
    // The publish URL's own arguments come as fields, and some setups leave them in `name`.
    const query = new URLSearchParams(name.includes('?') ? name.split('?')[1] : '');
    for (const key of ['txSecret', 'txTime'])
      if (!query.has(key) && form.has(key)) query.set(key, form.get(key) ?? '');
    return { dialect: 'nginx-rtmp', action: NGINX_ACTIONS[call], stream: streamOf(name), query };
  }

  if (type !== 'application/json') return null;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
  const f = json as Record<string, unknown>;
  const action = str(f.action);
  if (!action) return null;

  if (action in SRS_ACTIONS && str(f.stream) !== null) {
    const param = str(f.param) ?? '';
    return {
      dialect: 'srs',
      action: SRS_ACTIONS[action],
      stream: streamOf(str(f.stream) ?? ''),
      query: new URLSearchParams(param.replace(/^\?/, '')),
    };
  }
  if (action in MEDIAMTX_ACTIONS && (str(f.path) !== null || action !== 'publish')) {
    return {
      dialect: 'mediamtx',
      action: MEDIAMTX_ACTIONS[action],
      stream: streamOf(str(f.path) ?? ''),
      query: new URLSearchParams(str(f.query) ?? ''),
    };
  }
  return null;
}

export type HookDecision = {
  allowed: boolean;
  /** `not-ours`: a MediaMTX request for its own API, metrics or pprof, which no key opens. */
  check: StreamCheck | 'not-checked' | 'not-ours';
};

/**
 * Publishing needs a valid push signature, reading (MediaMTX, nginx-rtmp `play`, SRS `on_play`) a
 * valid pull one; the end of a stream and the other calls are notifications, always accepted.
 * MediaMTX's other calls (`api`, `metrics`, `pprof`) are not notifications but requests for its
 * control API, which it excludes from the hook by default: they are refused.
 */
export function decideHook(hook: PublishHook, now: number = Date.now()): HookDecision {
  if (hook.dialect === 'mediamtx' && hook.action === 'other')
    return { allowed: false, check: 'not-ours' };
  if (hook.action === 'publish' || hook.action === 'read') {
    const check = checkStream(
      hook.action === 'publish' ? 'push' : 'pull',
      hook.stream,
      hook.query,
      now,
    );
    return { allowed: check === 'ok', check };
  }
  return { allowed: true, check: 'not-checked' };
}

/** The HTTP answer each server understands: accepted, or refused. */
export function hookAnswer(
  dialect: HookDialect | null,
  allowed: boolean,
): { status: number; body: { code: number; msg: string } } {
  if (allowed) return { status: 200, body: { code: 0, msg: 'ok' } };
  // nginx-rtmp refuses on any 4xx, MediaMTX on 401, SRS on anything but 200 with code 0.
  return {
    status: dialect === 'mediamtx' ? 401 : dialect === null ? 400 : 403,
    body: { code: 1, msg: dialect === null ? 'not a media server hook' : 'forbidden' },
  };
}
