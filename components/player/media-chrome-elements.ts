/**
 * media-chrome's elements as the live player uses them, defined when this module is evaluated.
 * The player imports it on the viewer's first move over, tap on or focus in the player
 * (live-player.tsx): until then its `<media-controller>` is a plain element around the video.
 */
import 'media-chrome/media-controller.js';
import 'media-chrome/media-control-bar.js';
import 'media-chrome/media-play-button.js';
import 'media-chrome/media-mute-button.js';
import 'media-chrome/media-volume-range.js';
import 'media-chrome/media-live-button.js';
import 'media-chrome/media-pip-button.js';
import 'media-chrome/media-fullscreen-button.js';
