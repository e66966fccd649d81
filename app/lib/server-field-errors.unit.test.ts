import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { applyServerFieldErrors } from "./server-field-errors";

describe("applyServerFieldErrors", () => {
  it("puts a field's error on that field and a translation's error on its हिन्दी tab field", () => {
    const placed: [string, string][] = [];
    const error = new ApiError("Validation failed", 400, [
      { field: "title", message: "A" },
      { field: "translations.hi.title", message: "B" },
      { field: "translations.hi.features.2", message: "C" },
      { field: "translations.hi.author", message: "D" },
      { field: "other", message: "E" },
    ]);
    const setError = (field: string, e: { message?: string }) => placed.push([field, e.message ?? ""]);
    expect(applyServerFieldErrors(error, setError as never, ["title", "hi_title", "hi_features"])).toBe(true);
    // hi_author is not a field of this form, so its error is left to the general message.
    expect(placed).toEqual([
      ["title", "A"],
      ["hi_title", "B"],
      ["hi_features", "C"],
    ]);
  });
});
