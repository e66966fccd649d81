import { describe, expect, it } from "vitest";
import { text } from "./fields";
import { localizeCourse, localizePost, postIsIn } from "./localize-content";
import { BlogCreateSchema, BlogUpdateSchema } from "./schemas/blog";
import { CourseCreateSchema } from "./schemas/course";
import { pageTextBlock, pageTextContentSchema } from "./schemas/page-texts";
import { fallbackLang, hasTranslation, localize, localizeFields, translationsInput } from "./translations";

const post = {
  title: "Centre",
  excerpt: "Why the centre",
  content: "<p>English</p>",
  author: "Dr. A",
  read_time: "5 min read",
  hindi_only: false,
  translations: { hi: { title: "केंद्र", content: "<p>हिन्दी</p>" } },
};

describe("localizeFields", () => {
  it("takes each translated field, falls back to English for the others and lists them", () => {
    const { value, fallbacks } = localizeFields(post, "hi", ["title", "excerpt", "content", "author"]);
    expect(value).toMatchObject({ title: "केंद्र", content: "<p>हिन्दी</p>", excerpt: "Why the centre" });
    expect(fallbacks).toEqual(["excerpt", "author"]);
  });

  it("returns an English item as it is, with nothing fallen back", () => {
    expect(localizeFields(post, "en", ["title"])).toEqual({ value: post, fallbacks: [] });
  });

  it("does not count a field blank in English too as a fallback", () => {
    const { fallbacks } = localizeFields({ ...post, excerpt: null }, "hi", ["excerpt"]);
    expect(fallbacks).toEqual([]);
  });
});

describe("localize for a page", () => {
  it("marks fallen-back fields for lang=en and ships no other language", () => {
    const hi = localizePost(post as never, "hi");
    expect(hi.title).toBe("केंद्र");
    expect(fallbackLang(hi, "excerpt")).toBe("en");
    expect(fallbackLang(hi, "title")).toBeUndefined();
    expect(hi.translations).toEqual({});
  });

  it("changes nothing on an English page but the other language's text", () => {
    const en = localize(post, "en", ["title"]);
    expect({ ...en, translations: post.translations }).toEqual(post);
    expect(fallbackLang(en, "title")).toBeUndefined();
  });

  it("localizes a course's modules and topics", () => {
    const course = {
      title: "Vastu",
      modules: [
        {
          module_name: "Basics",
          translations: { hi: { module_name: "आधार" } },
          topics: [{ topic_name: "Directions", translations: {} }],
        },
      ],
      translations: {},
    };
    const hi = localizeCourse(course as never, "hi");
    expect(hi.modules[0]?.module_name).toBe("आधार");
    expect(fallbackLang((hi.modules[0]?.topics[0] ?? {}) as never, "topic_name")).toBe("en");
    expect(fallbackLang(hi, "title")).toBe("en");
  });
});

describe("which posts each language lists", () => {
  it("keeps Hindi-only posts out of English, and posts without Hindi text out of Hindi", () => {
    expect(postIsIn(post, "en")).toBe(true);
    expect(postIsIn(post, "hi")).toBe(true);
    expect(postIsIn({ ...post, hindi_only: true }, "en")).toBe(false);
    expect(postIsIn({ ...post, translations: { hi: { title: "केवल शीर्षक" } } }, "hi")).toBe(false);
    expect(hasTranslation({ translations: {} }, "en", ["title"])).toBe(true);
  });
});

describe("translation schemas", () => {
  const schema = translationsInput({ title: text(10) });

  it("drops blank fields and empty languages, and parses JSON text from a form", () => {
    expect(schema.parse({ hi: { title: "  " } })).toEqual({});
    expect(schema.parse('{"hi":{"title":" नमस्ते "}}')).toEqual({ hi: { title: "नमस्ते" } });
    expect(schema.parse("")).toEqual({});
  });

  it("refuses other fields, other languages, bad JSON and text over the limit, naming the field", () => {
    expect(schema.safeParse({ hi: { slug: "x" } }).success).toBe(false);
    expect(schema.safeParse({ fr: { title: "x" } }).success).toBe(false);
    expect(schema.safeParse("{nope").success).toBe(false);
    const long = schema.safeParse({ hi: { title: "अ".repeat(11) } });
    expect(long.error?.issues[0]?.path).toEqual(["hi", "title"]);
  });

  it("checks a course's Hindi lists and curriculum with the English rules", () => {
    const parsed = CourseCreateSchema.parse({
      title: "T",
      course_slug: "t",
      description: "D",
      price: "1",
      modules: [{ module_name: "M", translations: { hi: { module_name: "म" } }, topics: [] }],
      translations: { hi: { highlights: ["एक", ""] } },
    });
    expect(parsed.translations).toEqual({ hi: { highlights: ["एक"] } });
    expect(parsed.modules[0]?.translations).toEqual({ hi: { module_name: "म" } });
  });

  it("needs a Hindi-only post's Hindi title and content, and an English post's English content", () => {
    const base = { title: "T", slug: "t" };
    expect(BlogCreateSchema.safeParse({ ...base, content: "" }).success).toBe(false);
    const hindiOnly = BlogCreateSchema.safeParse({ ...base, content: "", hindi_only: true });
    expect(hindiOnly.error?.issues.map((i) => i.path.join("."))).toEqual([
      "translations.hi.title",
      "translations.hi.content",
    ]);
    expect(
      BlogCreateSchema.safeParse({
        ...base,
        hindi_only: true,
        translations: { hi: { title: "शी", content: "<p>क</p>" } },
      }).success,
    ).toBe(true);
    expect(BlogUpdateSchema.safeParse({ status: "published" }).success).toBe(true);
  });

  it("checks a page text's Hindi items like its English items", () => {
    const block = pageTextBlock("about-vision");
    if (!block) throw new Error("no block");
    const result = pageTextContentSchema(block).safeParse({
      title: "V",
      items: [{ title: "a", text: "b" }],
      translations: { hi: { items: [{ title: "", text: "ख" }] } },
    });
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["translations.hi.items.0.title"]);
  });
});
