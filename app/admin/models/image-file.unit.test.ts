import { describe, expect, it } from "vitest";
import { IMAGE_UPLOAD_MAX_BYTES } from "#contract/constants";
import { absoluteUrl, checkImageFile, PRODUCT_IMAGE_FILE_MESSAGES } from "./image-file";

describe("checkImageFile", () => {
  it("accepts an image of exactly 5 MB", () => {
    expect(checkImageFile({ type: "image/png", size: IMAGE_UPLOAD_MAX_BYTES })).toBeNull();
  });
  it("refuses an image one byte over 5 MB", () => {
    expect(checkImageFile({ type: "image/jpeg", size: IMAGE_UPLOAD_MAX_BYTES + 1 })).toBe(
      "File size must be less than 5MB",
    );
  });
  it("refuses a file that is not an image", () => {
    expect(checkImageFile({ type: "application/pdf", size: 10 })).toBe("Please select an image file");
    expect(checkImageFile({ type: "", size: 10 })).toBe("Please select an image file");
  });
  it("lets a phone's HEIC photo through, with or without a type, for the server to convert or explain", () => {
    expect(checkImageFile({ type: "image/heic", size: 10, name: "IMG_0001.HEIC" })).toBeNull();
    expect(checkImageFile({ type: "", size: 10, name: "IMG_0001.HEIC" })).toBeNull();
    expect(checkImageFile({ type: "", size: 10, name: "photo.heif" })).toBeNull();
    expect(checkImageFile({ type: "", size: IMAGE_UPLOAD_MAX_BYTES + 1, name: "a.heic" })).toBe(
      "File size must be less than 5MB",
    );
    expect(checkImageFile({ type: "", size: 10, name: "notes.txt" })).toBe("Please select an image file");
  });
  it("uses the product form's own words when asked", () => {
    expect(checkImageFile({ type: "text/plain", size: 1 }, PRODUCT_IMAGE_FILE_MESSAGES)).toBe(
      "Select an image file",
    );
    expect(
      checkImageFile({ type: "image/webp", size: IMAGE_UPLOAD_MAX_BYTES * 2 }, PRODUCT_IMAGE_FILE_MESSAGES),
    ).toBe("File must be < 5MB");
  });
});

describe("absoluteUrl", () => {
  it("prefixes a site-relative path with the origin", () => {
    expect(absoluteUrl("/uploads/courses/a.webp", "http://localhost:3000")).toBe(
      "http://localhost:3000/uploads/courses/a.webp",
    );
    expect(absoluteUrl("uploads/a.webp", "http://x.test/")).toBe("http://x.test/uploads/a.webp");
  });
  it("leaves an absolute URL alone", () => {
    expect(absoluteUrl("https://cdn.test/a.png", "http://localhost:3000")).toBe("https://cdn.test/a.png");
  });
});
