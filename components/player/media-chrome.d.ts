/**
 * JSX for the media-chrome custom elements the live player uses. React 19 renders custom
 * elements directly: a prop the element has as a property is set as that property, anything else
 * becomes an attribute (`true` → present and empty, `false`/undefined → absent).
 * https://github.com/muxinc/media-chrome (attributes per element in its docs).
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type Flag = boolean | undefined;

type MediaElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

type MediaButtonProps = MediaElementProps & {
  notooltip?: Flag;
  tooltipplacement?: 'top' | 'right' | 'bottom' | 'left' | 'none';
  disabled?: Flag;
};

type MediaControllerProps = MediaElementProps & {
  /** Seconds without input before the controls hide; -1 never. */
  autohide?: number;
  /** Space-separated hotkeys to turn off, e.g. `noarrowleft noarrowright`. */
  hotkeys?: string;
  nohotkeys?: Flag;
  defaultstreamtype?: 'live' | 'on-demand';
  /** Seconds behind the live edge still shown as live. */
  liveedgeoffset?: number;
  /** Do not restore the muted state from the last visit (autoplay must start muted). */
  nomutedpref?: Flag;
  novolumepref?: Flag;
  gesturesdisabled?: Flag;
  /** id of the element to make fullscreen instead of the controller. */
  fullscreenelement?: string;
  breakpoints?: string;
};

declare module 'react' {
  // Any element slotted into a media-controller may stay visible when the controls hide.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    noautohide?: '';
  }
  namespace JSX {
    interface IntrinsicElements {
      'media-controller': MediaControllerProps;
      'media-control-bar': MediaElementProps;
      'media-play-button': MediaButtonProps;
      'media-mute-button': MediaButtonProps;
      'media-volume-range': MediaElementProps;
      'media-live-button': MediaButtonProps;
      'media-pip-button': MediaButtonProps;
      'media-fullscreen-button': MediaButtonProps;
    }
  }
}
