#!/usr/bin/env bash
# Regenerates the demo stream clips in lib/providers/stream/clips/ (issue 9 §2; docs/architecture.md gotcha 12).
# Needs Debian's ffmpeg (apt-get install -y ffmpeg); CI and the demo use the committed clips.
#
# Each clip is 7.68 s in eight MPEG-TS segments of 0.96 s (.m2ts: `.ts` is TypeScript's): 24
# frames of 25 fps H.264 (a key frame at the start of each segment) and, after the AAC encoder's
# 1024 samples of priming, 45 AAC frames of 48 kHz. Short segments let a player start near the
# live edge without running dry (issue 24; lib/providers/stream/live.ts). The audio input is one
# AAC frame short of 7.68 s so the clip holds exactly 360 audio frames: looped with every timestamp moved on by 7.68 s, both tracks then run on without a
# gap or an overlap (lib/providers/stream/live.ts). Moving parts follow a path that repeats every
# 7.68 s, so the loop does not show.
set -euo pipefail
cd "$(dirname "$0")/../lib/providers/stream/clips"

D=7.68
SAMPLES=367616 # 7.68 s × 48 kHz − 1024
BALL="x='234+200*sin(2*PI*t/$D)':y='129+90*sin(4*PI*t/$D)':eval=frame"

clip() {
  local name=$1 video=$2 freq=$3
  rm -rf "$name" && mkdir "$name"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$video" \
    -f lavfi -i "color=c=white:s=12x12:r=25:d=$D" \
    -f lavfi -i "sine=frequency=$freq:beep_factor=2:sample_rate=48000:duration=$D" \
    -filter_complex "[0][1]overlay=$BALL,format=yuv420p[v];[2]atrim=end_sample=$SAMPLES[a]" \
    -map '[v]' -map '[a]' \
    -c:v libx264 -profile:v baseline -preset veryslow -b:v 110k -maxrate 140k -bufsize 280k \
    -g 24 -keyint_min 24 -sc_threshold 0 -r 25 \
    -c:a aac -b:a 32k -ar 48000 -ac 1 \
    -f hls -hls_time 0.96 -hls_list_size 0 -hls_segment_type mpegts \
    -hls_segment_filename "$name/%d.m2ts" "$name/index.m3u8"
  rm "$name/index.m3u8"
  # The same clip for HTTP-FLV (lib/providers/stream/flv.ts): the segments' packets, not re-encoded.
  local parts
  parts=$(printf "$name/%d.m2ts|" 0 1 2 3 4 5 6 7)
  ffmpeg -hide_banner -loglevel error -y -i "concat:${parts%|}" -c copy -f flv "$name/clip.flv"
}

LINES="drawbox=x=16:y=16:w=448:h=238:color=white@0.8:t=2,drawbox=x=239:y=16:w=2:h=238:color=white@0.8:t=fill"
clip pitch "color=c=0x1f7a34:s=480x270:r=25:d=$D,$LINES,drawbox=x=16:y=95:w=60:h=80:color=white@0.8:t=2,drawbox=x=404:y=95:w=60:h=80:color=white@0.8:t=2" 330
clip court "color=c=0xb4743c:s=480x270:r=25:d=$D,$LINES,drawbox=x=16:y=80:w=90:h=110:color=white@0.8:t=2,drawbox=x=374:y=80:w=90:h=110:color=white@0.8:t=2" 392
clip studio "testsrc2=s=480x270:r=25:d=$D" 262
du -ch ./*/*.m2ts ./*/*.flv | tail -1
