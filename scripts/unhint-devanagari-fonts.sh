#!/bin/sh
# Regenerates app/styles/fonts/mukta-devanagari-{400,600}-unhinted.woff2 from @fontsource/mukta's Devanagari
# subsets with their TrueType hinting removed. Run it after upgrading @fontsource/mukta; the output is committed,
# so neither `npm install` nor the build needs Python.
#
# Why: hinting is byte code for snapping outlines to pixels at small sizes on low-resolution Windows screens; phones
# and Macs ignore it. In Mukta's Devanagari faces it is 39% of the file (97 KB -> 59 KB at 400), and Hindi pages
# preload both faces, so on slow 4G it delays the page's main picture (see docs/decisions/0034-hindi-site.md).
# Every glyph, every layout feature (the conjuncts) and the names stay.
#
# Needs fontTools with brotli: Debian `apt-get install python3-fonttools python3-brotli`, or `pip install fonttools brotli`.
set -eu
cd "$(dirname "$0")/.."
for weight in 400 600; do
  python3 -m fontTools.subset "node_modules/@fontsource/mukta/files/mukta-devanagari-$weight-normal.woff2" \
    --unicodes='*' --layout-features='*' --name-IDs='*' --name-languages='*' --notdef-outline \
    --no-hinting --flavor=woff2 --output-file="app/styles/fonts/mukta-devanagari-$weight-unhinted.woff2"
done
cp node_modules/@fontsource/mukta/LICENSE app/styles/fonts/Mukta-OFL.txt
ls -l app/styles/fonts
