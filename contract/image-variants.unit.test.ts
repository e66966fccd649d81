import { describe, expect, it } from "vitest";
import { imageSrcSet, parseStoredImageUrl, relativeStoredImageUrl } from "./image-variants";

const name = "0123456789abcdef0123456789abcdef";

describe("parseStoredImageUrl", () => {
  it("derives every rendition, size and srcset from the main URL", () => {
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
    ])
      expect(parseStoredImageUrl(url), String(url)).toBeNull();
  });
});

describe("relativeStoredImageUrl", () => {
  const name = "0123456789abcdef0123456789abcdef";
  it("keeps only the path of a stored image, whatever host or scheme it names", () => {
    for (const origin of ["http://localhost:3000", "https://academy.example", "http://old.example:8080"])
      expect(relativeStoredImageUrl(`${origin}/uploads/courses/${name}-500x400.webp`)).toBe(
        `/uploads/courses/${name}-500x400.webp`,
      );
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
