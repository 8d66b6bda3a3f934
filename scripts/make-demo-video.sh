#!/usr/bin/env bash
# Draws the demo programme's safety video (public/media/paddling-safety.mp4) with ffmpeg; no downloads.
set -euo pipefail
F=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
ffmpeg -loglevel error -y -f lavfi -i "color=c=0x1d3b6e:s=640x360:d=9,format=yuv420p" \
  -f lavfi -i "sine=frequency=440:duration=9:sample_rate=22050" \
  -filter_complex "[0:v]drawtext=fontfile=$F:text='Baltic Paddle · Safety':fontcolor=white:fontsize=30:x=(w-text_w)/2:y=60,drawtext=fontfile=$F:text='1. Always wear a life jacket':fontcolor=0xffd166:fontsize=28:x=(w-text_w)/2:y=150:enable='gte(t,1)',drawtext=fontfile=$F:text='2. Tell someone your route':fontcolor=white:fontsize=26:x=(w-text_w)/2:y=200:enable='gte(t,3.5)',drawtext=fontfile=$F:text='3. Stay close to the shore':fontcolor=white:fontsize=26:x=(w-text_w)/2:y=250:enable='gte(t,6)'[v];[1:a]volume=0.05[a]" \
  -map "[v]" -map "[a]" -c:v libx264 -preset veryslow -crf 30 -c:a aac -b:a 32k -movflags +faststart \
  public/media/paddling-safety.mp4
