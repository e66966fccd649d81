import { describe, expect, it } from "vitest";
import {
  imageSrcSet,
  parseStoredImageUrl,
  relativeStoredImageUrl,
  storedImageFileName,
  storedImageUrlsIn,
} from "./image-variants";

const name = "0123456789abcdef0123456789abcdef";

describe("parseStoredImageUrl", () => {
  it("derives every rendition of a new image, 720 px included, from the main URL", () => {
    const url = `/uploads/gallery/${name}-1600x900-r2.webp`;
    expect(storedImageFileName(name, 1600, 900)).toBe(`${name}-1600x900-r2.webp`);
    const ref = parseStoredImageUrl(url);
    expect(ref).toMatchObject({ folder: "gallery", name, width: 1600, height: 900, set: 2 });
    expect(ref?.srcset).toBe(
      [480, 720, 960]
        .map((w) => `/uploads/gallery/${name}-${w}w.webp ${w}w`)
        .concat(`${url} 1600w`)
        .join(", "),
    );
    expect(
      parseStoredImageUrl(`/uploads/gallery/${name}-800x600-r2.webp`)?.renditions.map((r) => r.width),
    ).toEqual([480, 720, 800]);
    expect(
      parseStoredImageUrl(`/uploads/gallery/${name}-720x540-r2.webp`)?.renditions.map((r) => r.width),
    ).toEqual([480, 720]);
  });

  it("never names a 720 px file for an image stored before that width existed", () => {
    for (const [main, widths] of [
      ["1600x900", [480, 960, 1600]],
      ["960x640", [480, 960]],
      ["800x600", [480, 800]],
    ] as const) {
      const ref = parseStoredImageUrl(`/uploads/blogs/${name}-${main}.webp`);
      expect(ref?.set).toBe(1);
      expect(ref?.renditions.map((r) => r.width)).toEqual(widths);
      expect(ref?.srcset).not.toContain("720w");
    }
    expect(storedImageFileName(name, 800, 600, 1)).toBe(`${name}-800x600.webp`);
  });

  it("derives every rendition, size and srcset from the main URL of an image of the first set", () => {
    const ref = parseStoredImageUrl(`/uploads/gallery/${name}-1600x900.webp`);
    expect(ref).toMatchObject({ folder: "gallery", name, width: 1600, height: 900 });
    expect(ref?.renditions).toEqual([
      { url: `/uploads/gallery/${name}-480w.webp`, width: 480 },
      { url: `/uploads/gallery/${name}-960w.webp`, width: 960 },
      { url: `/uploads/gallery/${name}-1600x900.webp`, width: 1600 },
    ]);
    expect(ref?.srcset).toBe(
      `/uploads/gallery/${name}-480w.webp 480w, /uploads/gallery/${name}-960w.webp 960w, /uploads/gallery/${name}-1600x900.webp 1600w`,
    );
  });

  it("lists only narrower renditions for a small image", () => {
    expect(
      parseStoredImageUrl(`/uploads/blogs/${name}-700x300.webp`)?.renditions.map((r) => r.width),
    ).toEqual([480, 700]);
    expect(parseStoredImageUrl(`/uploads/blogs/${name}-480x480.webp`)?.renditions).toHaveLength(1);
  });

  it("keeps the origin of an absolute URL", () => {
    expect(imageSrcSet(`https://academy.example/uploads/courses/${name}-500x400.webp`)).toBe(
      `https://academy.example/uploads/courses/${name}-480w.webp 480w, https://academy.example/uploads/courses/${name}-500x400.webp 500w`,
    );
  });

  it("answers null for anything that is not a stored image", () => {
    for (const url of [
      null,
      undefined,
      "",
      "/images/hero.jpg",
      "https://cdn.example.com/x.webp",
      `/uploads/secrets/${name}-10x10.webp`,
      `/uploads/gallery/${name}-480w.webp`,
      `/uploads/gallery/../${name}-10x10.webp`,
      `/uploads/gallery/${name}-10x10.webp?x=1`,
      `/uploads/gallery/${name}-0x10.webp`,
      // Sets that do not exist: set 1 never had a marker.
      `/uploads/gallery/${name}-10x10-r1.webp`,
      `/uploads/gallery/${name}-10x10-r3.webp`,
      `/uploads/gallery/${name}-10x10-r.webp`,
    ])
      expect(parseStoredImageUrl(url), String(url)).toBeNull();
  });
});

describe("storedImageUrlsIn", () => {
  it("finds the main URLs of old and new images in HTML, as written there", () => {
    const other = name.replace("0", "1");
    const html = [
      `<p><img src="/uploads/blogs/${name}-960x640-r2.webp" alt=""></p>`,
      `<img src="https://academy.example/uploads/blogs/${other}-500x400.webp">`,
      `<img src="/uploads/blogs/${name}-480w.webp"><img src="/images/hero.jpg">`,
      `<img src="/uploads/blogs/${name}-10x10-r3.webp">`,
    ].join("");
    expect(storedImageUrlsIn(html)).toEqual([
      `/uploads/blogs/${name}-960x640-r2.webp`,
      `https://academy.example/uploads/blogs/${other}-500x400.webp`,
    ]);
    expect(storedImageUrlsIn("no pictures")).toEqual([]);
  });
});

describe("relativeStoredImageUrl", () => {
  const name = "0123456789abcdef0123456789abcdef";
  it("keeps only the path of a stored image, whatever host or scheme it names", () => {
    for (const origin of ["http://localhost:3000", "https://academy.example", "http://old.example:8080"])
      for (const file of [`${name}-500x400.webp`, `${name}-500x400-r2.webp`])
        expect(relativeStoredImageUrl(`${origin}/uploads/courses/${file}`)).toBe(`/uploads/courses/${file}`);
  });
  it("leaves every other URL alone", () => {
    for (const url of [
      null,
      "",
      `/uploads/courses/${name}-500x400.webp`,
      "https://cdn.example.com/x.webp",
      "http://localhost:3000/images/avatar-fallback.svg",
    ])
      expect(relativeStoredImageUrl(url)).toBe(url);
  });
});
