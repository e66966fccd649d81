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

  it("puts a list row's translation error on that row's Hindi field when the list is a field of the form", () => {
    const placed: [string, string][] = [];
    const error = new ApiError("Validation failed", 400, [
      { field: "modules.1.translations.hi.module_name", message: "A" },
      { field: "modules.0.topics.2.translations.hi.topic_name", message: "B" },
      { field: "modules.0.module_name", message: "C" },
      { field: "items.0.translations.hi.title", message: "D" },
    ]);
    const setError = (field: string, e: { message?: string }) => placed.push([field, e.message ?? ""]);
    expect(applyServerFieldErrors(error, setError as never, ["modules"])).toBe(true);
    expect(placed).toEqual([
      ["modules.1.hi_module_name", "A"],
      ["modules.0.topics.2.hi_topic_name", "B"],
    ]);
  });
});
