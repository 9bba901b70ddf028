/**
 * The live-score settings of docs/product.md §3 (game flags red, yellow, voice, voice1; immediately flags
 * value1–value4), kept in localStorage, plus the per-match alert mutes. What each flag means is
 * decided in docs/decisions/006-live-score-settings.md:
 *
 * | flag   | meaning                                                                 | default |
 * | ------ | ----------------------------------------------------------------------- | ------- |
 * | red    | show red cards in the rows                                              | on      |
 * | yellow | show yellow cards in the rows                                           | on      |
 * | voice  | goal sound: the 6 s whistle (docs/product.md §2, §9) on every alerted goal      | on      |
 * | voice1 | second sound: away-team goals play a two-tone whistle instead, so home   | off     |
 * |        | and away goals sound different (needs voice)                            |         |
 * | value1 | goal pop-ups in the corner (and their screen-reader announcement)       | on      |
 * | value2 | favourites only: alerts (pop-ups and sound) only for starred matches     | off     |
 * | value3 | all competitions: off = only matches the current filter shows           | on      |
 * | value4 | red-card pop-ups                                                         | on      |
 *
 * Muting a match (its bell) silences its pop-ups and sounds whatever the flags say.
 * Browser-safe: storage is touched only inside the functions.
 */
import { readStorage, writeStorage } from '@/lib/client/storage';
import { isId } from '@/lib/rules/id';

export type ScoreSettings = {
  red: boolean;
  yellow: boolean;
  voice: boolean;
  voice1: boolean;
  value1: boolean;
  value2: boolean;
  value3: boolean;
  value4: boolean;
};

export const SETTING_KEYS = [
  'red',
  'yellow',
  'voice',
  'voice1',
  'value1',
  'value2',
  'value3',
  'value4',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export const DEFAULT_SETTINGS: Readonly<ScoreSettings> = Object.freeze({
  red: true,
  yellow: true,
  voice: true,
  voice1: false,
  value1: true,
  value2: false,
  value3: true,
  value4: true,
});

/** localStorage keys of this feature. */
export const SETTINGS_STORAGE_KEY = 'scoreSettings';
export const MUTED_STORAGE_KEY = 'scoreMutedMatches';
/** Mutes kept at most (oldest dropped): a match is over in hours, the list need not grow. */
export const MAX_MUTED = 200;

/** Stored text → settings; unknown keys and non-booleans are ignored, missing ones default. */
export function parseSettings(raw: string | null): ScoreSettings {
  const out: ScoreSettings = { ...DEFAULT_SETTINGS };
  if (!raw) return out;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const key of SETTING_KEYS) {
        const v = (value as Record<string, unknown>)[key];
        if (typeof v === 'boolean') out[key] = v;
      }
    }
  } catch {
    // A damaged value: the defaults.
  }
  return out;
}

export function parseMuted(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isId).slice(-MAX_MUTED) : [];
  } catch {
    return [];
  }
}

// --- a tiny external store (useSyncExternalStore) over localStorage -------------------------------

const listeners = new Set<() => void>();
let cachedSettings: { raw: string | null; value: ScoreSettings } | undefined;
let cachedMuted: { raw: string | null; value: ReadonlySet<number> } | undefined;

function emit() {
  for (const l of listeners) l();
}

function onStorage(e: StorageEvent) {
  if (e.key === null || e.key === SETTINGS_STORAGE_KEY || e.key === MUTED_STORAGE_KEY) emit();
}

/** Subscribes to changes (this tab's writes and other tabs' through the storage event). */
export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The stored settings; the same object while the stored text is unchanged. */
export function readSettings(): ScoreSettings {
  const raw = readStorage(SETTINGS_STORAGE_KEY);
  if (!cachedSettings || cachedSettings.raw !== raw)
    cachedSettings = { raw, value: parseSettings(raw) };
  return cachedSettings.value;
}

export function writeSettings(next: ScoreSettings): void {
  writeStorage(SETTINGS_STORAGE_KEY, JSON.stringify(next));
  emit();
}

export function readMuted(): ReadonlySet<number> {
  const raw = readStorage(MUTED_STORAGE_KEY);
  if (!cachedMuted || cachedMuted.raw !== raw)
    cachedMuted = { raw, value: new Set(parseMuted(raw)) };
  return cachedMuted.value;
}

/** Mutes or unmutes one match's alerts; returns whether it is muted now. */
export function toggleMuted(matchId: number): boolean {
  const list = parseMuted(readStorage(MUTED_STORAGE_KEY));
  const i = list.indexOf(matchId);
  if (i >= 0) list.splice(i, 1);
  else list.push(matchId);
  writeStorage(MUTED_STORAGE_KEY, JSON.stringify(list.slice(-MAX_MUTED)));
  emit();
  return i < 0;
}

const EMPTY_SET: ReadonlySet<number> = new Set();
/** For the server render and the first client render: nothing muted. */
export function serverMuted(): ReadonlySet<number> {
  return EMPTY_SET;
}
export function serverSettings(): ScoreSettings {
  return DEFAULT_SETTINGS;
}

// --- which alerts to show -----------------------------------------------------------------------

export type AlertKind = 'goal' | 'red';

export type AlertContext = {
  kind: AlertKind;
  /** The match is a favourite of the user (false when unknown). */
  favourite: boolean;
  muted: boolean;
  /** The match is in the list the page shows (its competition filter and day). */
  inView: boolean;
};

/** Whether an event passes the filters at all (mute, favourites only, competitions). */
function passes(s: ScoreSettings, c: AlertContext): boolean {
  if (c.muted) return false;
  if (s.value2 && !c.favourite) return false;
  if (!s.value3 && !c.inView) return false;
  return true;
}

/** Whether the event gets a pop-up (and its screen-reader announcement). */
export function showsPopup(s: ScoreSettings, c: AlertContext): boolean {
  if (!passes(s, c)) return false;
  return c.kind === 'goal' ? s.value1 : s.value4;
}

/** The sound an event plays, or null: goals only, the second whistle for away goals with voice1. */
export function alertSound(
  s: ScoreSettings,
  c: AlertContext,
  side: 'home' | 'away',
): 'whistle' | 'whistle2' | null {
  if (c.kind !== 'goal' || !s.voice || !passes(s, c)) return null;
  return s.voice1 && side === 'away' ? 'whistle2' : 'whistle';
}
