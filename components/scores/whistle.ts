/**
 * The goal whistle (docs/product.md §2, §9: 6 seconds when the voice setting is on). The files are
 * synthesised by scripts/gen-whistle.mjs and fetched only when the first goal sounds.
 * Browsers refuse to play sound before the visitor has interacted with the page: then the alert
 * stays silent rather than failing.
 */
export const WHISTLE_MS = 6000;

export const SOUND_FILES = {
  whistle: '/sounds/whistle.wav',
  whistle2: '/sounds/whistle-2.wav',
} as const;
export type SoundName = keyof typeof SOUND_FILES;

const players = new Map<SoundName, HTMLAudioElement>();
let stopTimer: ReturnType<typeof setTimeout> | undefined;

function stopAll() {
  for (const audio of players.values()) {
    audio.pause();
    audio.currentTime = 0;
  }
}

/** Plays the sound for at most WHISTLE_MS; a new goal restarts it rather than overlapping. */
export function playWhistle(name: SoundName): void {
  if (typeof Audio === 'undefined') return;
  let audio = players.get(name);
  if (!audio) {
    audio = new Audio(SOUND_FILES[name]);
    audio.preload = 'auto';
    players.set(name, audio);
  }
  stopAll();
  clearTimeout(stopTimer);
  try {
    // Older engines return nothing instead of a promise.
    const played = audio.play() as Promise<void> | undefined;
    // Autoplay refused (no interaction yet) or no audio device: stay silent.
    if (played && typeof played.catch === 'function') played.catch(() => undefined);
  } catch {
    return;
  }
  stopTimer = setTimeout(stopAll, WHISTLE_MS);
}
