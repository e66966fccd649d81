import { describe, expect, it } from "vitest";
import { IMAGE_UPLOAD_MAX_BYTES } from "#contract/constants";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import type { GalleryImage } from "#contract/schemas/gallery";
import {
  emptyGalleryValues,
  galleryFormData,
  galleryFormErrors,
  galleryToValues,
  sourceOf,
} from "./gallery-model";

const png = (bytes = 10) => new File([new Uint8Array(bytes)], "a.png", { type: "image/png" });
const filled = () => ({
  ...emptyGalleryValues(),
  title: "Temple visit",
  image_url: "https://img.test/a.jpg",
});

const stored: GalleryImage = {
  image_id: 7,
  title: "Campus",
  description: null,
  image_url: "/uploads/gallery/x.webp",
  category: "campus",
  display_order: 3,
  is_active: false,
  translations: {},
  created_at: "2025-01-01T00:00:00.000Z",
  updated_at: "2025-01-01T00:00:00.000Z",
};

describe("gallery panel rules", () => {
  it("reads and sends the Hindi caption as translations, and puts a Hindi error on its field", () => {
    const values = galleryToValues({ ...stored, translations: { hi: { title: "परिसर" } } });
    expect(values).toMatchObject({ hi_title: "परिसर", hi_description: "" });
    const body = galleryFormData(values, { source: "url", file: null });
    expect(JSON.parse(String(body.get("translations")))).toEqual({ hi: { title: "परिसर", description: "" } });
    const errors = galleryFormErrors(
      { ...values, hi_title: "अ".repeat(201) },
      { source: "url", file: null, editing: true },
    );
    expect(errors.hi_title).toBe(V.tooLong);
  });

  it("requires a title", () => {
    const errors = galleryFormErrors(
      { ...filled(), title: "  " },
      { source: "url", file: null, editing: false },
    );
    expect(errors).toEqual({ title: V.requiredFields });
  });

  it("asks for a URL or a file when neither is given", () => {
    const values = { ...filled(), image_url: "" };
    expect(galleryFormErrors(values, { source: "url", file: null, editing: false }).image_url).toBe(
      V.imageUrlOrFile,
    );
    expect(galleryFormErrors(values, { source: "file", file: null, editing: false }).image).toBe(
      V.imageUrlOrFile,
    );
  });

  it("keeps the stored picture when editing in file mode without a new file", () => {
    expect(galleryFormErrors(filled(), { source: "file", file: null, editing: true })).toEqual({});
  });

  it("refuses a file over 5 MB with the gallery's words", () => {
    const big = png(IMAGE_UPLOAD_MAX_BYTES + 1);
    expect(galleryFormErrors(filled(), { source: "file", file: big, editing: false }).image).toBe(
      V.fileTooLarge,
    );
    const exact = png(IMAGE_UPLOAD_MAX_BYTES);
    expect(galleryFormErrors(filled(), { source: "file", file: exact, editing: false })).toEqual({});
  });

  it("wants a whole display order from 0", () => {
    for (const display_order of ["-1", "1.5", "x", ""])
      expect(
        galleryFormErrors({ ...filled(), display_order }, { source: "url", file: null, editing: false })
          .display_order,
      ).toBe(V.displayOrderMin);
  });

  it("refuses an inline data: image as a URL", () => {
    const errors = galleryFormErrors(
      { ...filled(), image_url: "data:image/png;base64,AAAA" },
      { source: "url", file: null, editing: false },
    );
    expect(errors.image_url).toBe(V.base64ImageRejected);
  });

  it("sends the URL in URL mode and the file in file mode, never both", () => {
    const byUrl = galleryFormData(filled(), { source: "url", file: png() });
    expect(byUrl.get("image_url")).toBe("https://img.test/a.jpg");
    expect(byUrl.has("image")).toBe(false);
    expect(byUrl.get("is_active")).toBe("true");
    expect(byUrl.get("display_order")).toBe("0");

    const byFile = galleryFormData(filled(), { source: "file", file: png() });
    expect(byFile.has("image_url")).toBe(false);
    expect(byFile.get("image")).toBeInstanceOf(File);

    const keep = galleryFormData(filled(), { source: "file", file: null });
    expect(keep.has("image_url") || keep.has("image")).toBe(false);
  });

  it("opens uploaded pictures in file mode and links in URL mode", () => {
    expect(sourceOf(stored)).toBe("file");
    expect(sourceOf({ ...stored, image_url: "https://cdn.test/p.jpg" })).toBe("url");
    expect(galleryToValues(stored)).toMatchObject({ description: "", display_order: "3", is_active: false });
  });
});
