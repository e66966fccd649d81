import { describe, expect, it } from "vitest";
import { BlogFormSchema, blogFormData, checkBlogImage, emptyBlogValues, isEmptyHtml } from "./blog-model";

const firstProblem = (values: object) => {
  const parsed = BlogFormSchema.safeParse(values);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

const filled = () => ({
  ...emptyBlogValues(new Date("2025-03-10T20:00:00Z")),
  title: "Vastu basics",
  slug: "vastu-basics",
  excerpt: "Short",
  content: "<p>Body</p>",
});

describe("blog form model", () => {
  it("treats an empty editor document as no content", () => {
    expect(isEmptyHtml("<p></p>")).toBe(true);
    expect(isEmptyHtml("<p> &nbsp; </p><p></p>")).toBe(true);
    expect(isEmptyHtml('<p><img src="/uploads/a.webp"></p>')).toBe(false);
    expect(isEmptyHtml("<p>x</p>")).toBe(false);
  });

  it("asks for the required fields, then for a featured image on create only", () => {
    expect(firstProblem({ ...filled(), content: "<p></p>" })).toBe("Please fill in all required fields");
    expect(firstProblem({ ...filled(), slug: " " })).toBe("Please fill in all required fields");
    expect(firstProblem({ ...filled(), excerpt: "" })).toBe("Please fill in all required fields");
    expect(firstProblem(filled())).toBeNull();
    expect(checkBlogImage({ creating: true, hasFile: false })).toBe("Please upload a featured image");
    expect(checkBlogImage({ creating: true, hasFile: true })).toBeNull();
    expect(checkBlogImage({ creating: false, hasFile: false })).toBeNull();
  });

  it("sends is_featured as '1' or '0' and the file under 'image'", () => {
    const file = new File([new Uint8Array([1])], "a.png", { type: "image/png" });
    const body = blogFormData({ ...filled(), is_featured: true }, file);
    expect(body.get("is_featured")).toBe("1");
    expect(body.get("image")).toBeInstanceOf(File);
    const noFile = blogFormData(filled(), null);
    expect(noFile.get("is_featured")).toBe("0");
    expect(noFile.has("image")).toBe(false);
  });

  it("checks the Hindi tab by the contract's rules, each error on its Hindi field", () => {
    const issues = (values: object) => {
      const parsed = BlogFormSchema.safeParse(values);
      return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join("."), i.message]);
    };
    // A Hindi-only post needs no English content, but its Hindi title and content.
    expect(issues({ ...filled(), content: "", hindi_only: true, hi_content: "<p></p>" })).toEqual([
      ["hi_title", "Please fill in all required fields"],
      ["hi_content", "Please fill in all required fields"],
    ]);
    expect(
      issues({ ...filled(), content: "", hindi_only: true, hi_title: "शीर्षक", hi_content: "<p>पाठ</p>" }),
    ).toEqual([]);
    expect(issues({ ...filled(), hi_title: "क".repeat(201) }).map(([path]) => path)).toEqual(["hi_title"]);
  });

  it("sends the Hindi tab as translations.hi, an empty editor document as blank", () => {
    const body = blogFormData(
      { ...filled(), hindi_only: true, hi_title: " शीर्षक ", hi_content: "<p></p>", hi_author: "लेखक" },
      null,
    );
    expect(body.get("hindi_only")).toBe("1");
    expect(JSON.parse(String(body.get("translations")))).toEqual({
      hi: { title: "शीर्षक", excerpt: "", content: "", author: "लेखक", read_time: "" },
    });
  });
});
