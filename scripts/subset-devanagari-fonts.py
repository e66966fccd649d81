#!/usr/bin/env python3
"""Makes app/styles/fonts/mukta-devanagari-{400,600}.woff2 from @fontsource/mukta's Devanagari subsets.

Run it after upgrading @fontsource/mukta. The output is committed, so neither `npm install` nor the build needs
Python. Needs fontTools with brotli: Debian `apt-get install python3-fonttools python3-brotli`.

Two things are left out, both of which Hindi text reads the same without (docs/decisions/0034-hindi-site.md):
- TrueType hinting: byte code that snaps outlines to pixels on low-resolution Windows screens; phones and Macs
  ignore it. It was 39% of each file.
- The presentation-form ligatures that start from a half form (स्‍त, क्‍त, ल्‍ल, ह्‍म ...). Without them the
  shaper joins the same half form to the next letter, the standard way to write the conjunct. They were about
  400 of the 820 glyphs. Every letter, sign and digit stays, and so does every conjunct that would otherwise show
  a virama (द्ध, ट्ट, ङ्क ...: ligatures that start from a full consonant), the rakaar and reph forms, क्ष and ज्ञ,
  and the matra and mark positioning. So new text that staff write never falls back to another face.
"""
import pathlib

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE = ROOT / "node_modules/@fontsource/mukta/files/mukta-devanagari-{weight}-normal.woff2"
OUTPUT = ROOT / "app/styles/fonts/mukta-devanagari-{weight}.woff2"
# The same ranges as the @font-face unicode-range in app/styles/fonts.css.
RANGES = [(0x0900, 0x097F), (0x1CD0, 0x1CF9), (0x200C, 0x200D), (0x25CC, 0x25CC), (0xA830, 0xA839), (0xA8E0, 0xA8FF)]


def is_half_form(glyph_name: str) -> bool:
    # Mukta names a consonant's half form after the consonant and its virama: "SaHalant.dv", "KaNuktaHalant.dv".
    return glyph_name.split(".")[0].endswith("Halant")


def drop_half_form_ligatures(font: TTFont) -> int:
    gsub = font["GSUB"].table
    pres = {i for r in gsub.FeatureList.FeatureRecord if r.FeatureTag == "pres" for i in r.Feature.LookupListIndex}
    dropped = 0
    for index in pres:
        lookup = gsub.LookupList.Lookup[index]
        if lookup.LookupType != 4:  # ligature substitution
            continue
        for table in lookup.SubTable:
            kept = {}
            for first, ligatures in table.ligatures.items():
                if is_half_form(first):
                    dropped += len(ligatures)
                else:
                    kept[first] = ligatures
            table.ligatures = kept
    return dropped


for weight in (400, 600):
    font = TTFont(str(SOURCE).format(weight=weight))
    dropped = drop_half_form_ligatures(font)
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False
    options.flavor = "woff2"
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[c for low, high in RANGES for c in range(low, high + 1)])
    subsetter.subset(font)  # also removes the glyphs only the dropped ligatures reached
    out = str(OUTPUT).format(weight=weight)
    font.save(out)
    print(f"{out}: {len(font.getGlyphOrder())} glyphs, {dropped} ligatures dropped, {pathlib.Path(out).stat().st_size} bytes")
