#!/usr/bin/env python3
"""Makes app/styles/fonts/mukta-hindi-{400,600}.woff2: Mukta's Devanagari, and the few Latin characters a Hindi
page shows, in one file per weight, from @fontsource/mukta's script subsets.

Run it after upgrading @fontsource/mukta. The output is committed, so neither `npm install` nor the build needs
Python. Needs fontTools with brotli: Debian `apt-get install python3-fonttools python3-brotli`.

Why one file: a Hindi page's text is Devanagari with spaces, digits and punctuation between, and a few Latin words
(an e-mail address, a brand). With the Latin characters in a second file a Hindi page needed four font files (two
weights of each script, 103 KB); in one file per weight it needs two (79 KB), and on a phone on 4G the fonts
share the line with the page's main picture (docs/decisions/0034-hindi-site.md).

Left out, all of which Hindi text reads the same without:
- TrueType hinting: byte code that snaps outlines to pixels on low-resolution Windows screens; phones and Macs
  ignore it. It was 39% of each file.
- The presentation-form ligatures that start from a half form (स्‍त, क्‍त, ल्‍ल, ह्‍म ...). Without them the
  shaper joins the same half form to the next letter, the standard way to write the conjunct. They were about
  400 of the 820 glyphs. Every letter, sign and digit stays, and so does every conjunct that would otherwise show
  a virama (द्ध, ट्ट, ङ्क ...: ligatures that start from a full consonant), the rakaar and reph forms, क्ष and ज्ञ,
  and the matra and mark positioning. So new text that staff write never falls back to another face mid-word.
- Latin letters with accents: on a Hindi page such a letter comes from Mukta's full Latin face (fonts.css).
"""
import pathlib
import tempfile

from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE = ROOT / "node_modules/@fontsource/mukta/files/mukta-{script}-{weight}-normal.woff2"
OUTPUT = ROOT / "app/styles/fonts/mukta-hindi-{weight}.woff2"
# The same characters as the "Mukta Hindi" unicode-range in app/styles/fonts.css: the Devanagari blocks and ₹ ...
DEVANAGARI = [(0x0900, 0x097F), (0x1CD0, 0x1CF9), (0x200C, 0x200D), (0x20B9, 0x20B9), (0x25CC, 0x25CC),
              (0xA830, 0xA839), (0xA8E0, 0xA8FF)]
# ... and ASCII, the no-break space, © · ×, dashes, quotes, bullet, ellipsis and minus.
LATIN = [(0x0020, 0x007E), (0x00A0, 0x00A0), (0x00A9, 0x00A9), (0x00B7, 0x00B7), (0x00D7, 0x00D7), (0x2013, 0x2014),
         (0x2018, 0x2019), (0x201C, 0x201D), (0x2022, 0x2022), (0x2026, 0x2026), (0x2212, 0x2212)]


def code_points(ranges):
    return [c for low, high in ranges for c in range(low, high + 1)]


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


def subset_of(script: str, weight: int, ranges) -> TTFont:
    font = TTFont(str(SOURCE).format(script=script, weight=weight))
    dropped = drop_half_form_ligatures(font) if script == "devanagari" else 0
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=code_points(ranges))
    subsetter.subset(font)  # also removes the glyphs only the dropped ligatures reached
    if dropped:
        print(f"{script} {weight}: {dropped} ligatures dropped")
    return font


with tempfile.TemporaryDirectory() as work:
    for weight in (400, 600):
        parts = []
        for script, ranges in (("devanagari", DEVANAGARI), ("latin", LATIN)):
            part = pathlib.Path(work) / f"{script}-{weight}.ttf"
            subset_of(script, weight, ranges).save(str(part))
            parts.append(str(part))
        # The Devanagari font first: the merged font keeps its metrics and names.
        font = Merger().merge(parts)
        font.flavor = "woff2"
        out = str(OUTPUT).format(weight=weight)
        font.save(out)
        print(f"{out}: {len(font.getGlyphOrder())} glyphs, {pathlib.Path(out).stat().st_size} bytes")
