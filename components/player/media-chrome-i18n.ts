/**
 * media-chrome's controls name themselves (aria-label, tooltip) from its own English dictionary.
 * This hands it the site's texts (messages `player.controls`) under the page's language, before
 * the controls are created, so screen readers and tooltips speak the page's language.
 */
import { addTranslation, setLanguage } from 'media-chrome/utils/i18n.js';
import type { TranslateDictionary } from 'media-chrome/lang/en.js';

export type ControlLabels = {
  play: string;
  pause: string;
  mute: string;
  unmute: string;
  volume: string;
  enterFullscreen: string;
  exitFullscreen: string;
  enterPip: string;
  exitPip: string;
  live: string;
  seekToLive: string;
  playingLive: string;
  videoPlayer: string;
};

/** The media-chrome keys the live player's controls use (tooltips capitalised, labels not). */
export function mediaChromeDictionary(l: ControlLabels): Partial<TranslateDictionary> {
  return {
    Play: l.play,
    Pause: l.pause,
    play: l.play,
    pause: l.pause,
    Mute: l.mute,
    Unmute: l.unmute,
    mute: l.mute,
    unmute: l.unmute,
    volume: l.volume,
    'Enter fullscreen mode': l.enterFullscreen,
    'Exit fullscreen mode': l.exitFullscreen,
    'enter fullscreen mode': l.enterFullscreen,
    'exit fullscreen mode': l.exitFullscreen,
    'Enter picture in picture mode': l.enterPip,
    'Exit picture in picture mode': l.exitPip,
    'enter picture in picture mode': l.enterPip,
    'exit picture in picture mode': l.exitPip,
    live: l.live,
    'seek to live': l.seekToLive,
    'playing live': l.playingLive,
    'video player': l.videoPlayer,
  };
}

/**
 * Registers the labels as media-chrome's language `lang` and makes it current. media-chrome
 * keeps one language for the page; a page has one locale, so that is enough. Idempotent.
 */
export function applyMediaChromeLabels(lang: string, labels: ControlLabels): void {
  addTranslation(lang, mediaChromeDictionary(labels));
  setLanguage(lang);
}
