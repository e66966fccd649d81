// Hindi versions of content through the real API on a real database (PGlite, or PostgreSQL with TEST_DB): stored
// and served beside the unchanged English fields, checked by the contract's schemas (4xx, never 500), rich text
// cleaned, and each blog list in one language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_TEXT_MESSAGES } from "#contract/admin-messages";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { localizeSettings, type SiteSettings } from "#contract/schemas/site-settings";
import { SAMPLE_SITE_SETTINGS } from "#contract/site-settings";
import { validBlog, validCourse } from "../../tests/setup/api-fixtures";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

const fieldsOf = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((e) => e.field);

describe("course translations", () => {
  it("stores the Hindi of the course, its lists and its curriculum, and serves the English unchanged", async () => {
    const course = {
      ...validCourse(),
      overview: "<p>English overview</p>",
      highlights: ["Small batches"],
      modules: [
        {
          module_name: "Foundations",
          translations: { hi: { module_name: "नींव" } },
          topics: [
            { topic_name: "The five elements", translations: { hi: { topic_name: "पंच महाभूत" } } },
            { topic_name: "Directions" },
          ],
        },
      ],
      translations: {
        hi: {
          title: "वास्तु आधार",
          overview: '<p>हिन्दी <strong>परिचय</strong></p><script>alert(1)</script><p onclick="x()">अंत</p>',
          highlights: ["छोटे बैच", ""],
          subtitle: "",
        },
      },
    };
    const created = await t.json("POST", "/api/courses", { token, body: course });
    expect(created.status).toBe(201);
    const data = created.body.data;
    expect(data.title).toBe("Fixture course");
    expect(data.overview).toBe("<p>English overview</p>");
    expect(data.highlights).toEqual(["Small batches"]);
    // Blank Hindi fields and list items are not stored (they fall back to English); HTML is cleaned as in English.
    expect(data.translations).toEqual({
      hi: {
        title: "वास्तु आधार",
        overview: "<p>हिन्दी <strong>परिचय</strong></p><p>अंत</p>",
        highlights: ["छोटे बैच"],
      },
    });
    expect(data.modules[0].translations).toEqual({ hi: { module_name: "नींव" } });
    expect(data.modules[0].topics.map((x: { translations: unknown }) => x.translations)).toEqual([
      { hi: { topic_name: "पंच महाभूत" } },
      {},
    ]);

    // Anyone reads it, by slug too; a partial update leaves the translations alone, a new set replaces them.
    const read = await t.json("GET", `/api/courses/${data.course_slug}`);
    expect(read.body.data.translations).toEqual(data.translations);
    const priced = await t.json("PUT", `/api/courses/${data.course_id}`, {
      token,
      body: { price: "₹2,000" },
    });
    expect(priced.body.data.translations).toEqual(data.translations);
    const replaced = await t.json("PUT", `/api/courses/${data.course_id}`, {
      token,
      body: { translations: { hi: { title: "नया शीर्षक" } } },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.translations).toEqual({ hi: { title: "नया शीर्षक" } });
    expect(replaced.body.data.title).toBe("Fixture course");
  });

  it("serves translations as {} for a course written without any", async () => {
    const created = await t.json("POST", "/api/courses", { token, body: validCourse() });
    expect(created.status).toBe(201);
    expect(created.body.data.translations).toEqual({});
  });

  it("refuses a field that has no Hindi version, a language the site lacks, and text over the English limit", async () => {
    const slugged = await t.json("POST", "/api/courses", {
      token,
      body: { ...validCourse(), translations: { hi: { course_slug: "hindi-slug" } } },
    });
    expect(slugged.status).toBe(400);
    expect(slugged.body.success).toBe(false);
    expect(fieldsOf(slugged.body).some((f) => f.startsWith("translations"))).toBe(true);

    const french = await t.json("POST", "/api/courses", {
      token,
      body: { ...validCourse(), translations: { fr: { title: "Cours" } } },
    });
    expect(french.status).toBe(400);

    const long = await t.json("POST", "/api/courses", {
      token,
      body: { ...validCourse(), translations: { hi: { title: "अ".repeat(201) } } },
    });
    expect(long.status).toBe(400);
    expect(long.body.errors).toContainEqual({ field: "translations.hi.title", message: V.tooLong });

    const notText = await t.json("POST", "/api/courses", {
      token,
      body: { ...validCourse(), translations: { hi: { title: 42 } } },
    });
    expect(notText.status).toBe(400);
    const notObject = await t.json("POST", "/api/courses", {
      token,
      body: { ...validCourse(), translations: "not json" },
    });
    expect(notObject.status).toBe(400);
  });
});

describe("blog posts in one language or both", () => {
  const slugsOf = (body: { data: { slug: string }[] }) => body.data.map((p) => p.slug);
  let english: string;
  let both: string;
  let hindiOnly: string;

  beforeAll(async () => {
    const e = await t.json("POST", "/api/blogs", { token, body: validBlog() });
    const b = await t.json("POST", "/api/blogs", {
      token,
      body: { ...validBlog(), translations: { hi: { title: "दोनों भाषाओं में", content: "<p>हिन्दी</p>" } } },
    });
    const h = await t.json("POST", "/api/blogs", {
      token,
      body: {
        ...validBlog(),
        content: "",
        hindi_only: true,
        translations: { hi: { title: "केवल हिन्दी", content: "<p>केवल हिन्दी में</p>" } },
      },
    });
    expect([e.status, b.status, h.status]).toEqual([201, 201, 201]);
    english = e.body.data.slug;
    both = b.body.data.slug;
    hindiOnly = h.body.data.slug;
    expect(h.body.data).toMatchObject({ hindi_only: true, content: "" });
    expect(e.body.data).toMatchObject({ hindi_only: false, translations: {} });
  });

  it("lists English posts to visitors as before, and each language's posts with lang", async () => {
    const plain = slugsOf((await t.json("GET", "/api/blogs")).body);
    expect(plain).toEqual(expect.arrayContaining([english, both]));
    expect(plain).not.toContain(hindiOnly);
    expect(slugsOf((await t.json("GET", "/api/blogs?lang=en")).body)).toEqual(plain);

    const hindi = slugsOf((await t.json("GET", "/api/blogs?lang=hi")).body);
    expect(hindi).toEqual(expect.arrayContaining([both, hindiOnly]));
    expect(hindi).not.toContain(english);
  });

  it("lists every post to staff unless they name a language", async () => {
    const all = slugsOf((await t.json("GET", "/api/blogs", { token })).body);
    expect(all).toEqual(expect.arrayContaining([english, both, hindiOnly]));
    const hindi = slugsOf((await t.json("GET", "/api/blogs?lang=hi", { token })).body);
    expect(hindi).not.toContain(english);
  });

  it("refuses an unknown language, and a Hindi-only post without its Hindi text", async () => {
    expect((await t.json("GET", "/api/blogs?lang=fr")).status).toBe(400);
    const missing = await t.json("POST", "/api/blogs", {
      token,
      body: { ...validBlog(), content: "", hindi_only: true, translations: { hi: { title: "शीर्षक" } } },
    });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toContain("translations.hi.content");
    const unsafe = await t.json("POST", "/api/blogs", {
      token,
      body: {
        ...validBlog(),
        content: "",
        hindi_only: true,
        translations: { hi: { title: "शीर्षक", content: "<script>alert(1)</script>" } },
      },
    });
    expect(unsafe.status).toBe(400);
    expect(fieldsOf(unsafe.body)).toContain("translations.hi.content");
    // An English post still needs its English content.
    const empty = await t.json("POST", "/api/blogs", { token, body: { ...validBlog(), content: "" } });
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty.body)).toContain("content");
  });
});

describe("products, gallery and testimonials", () => {
  it("store and serve their Hindi, from JSON and from a multipart form", async () => {
    const product = await t.json("POST", "/api/products", {
      token,
      body: {
        name: "Copper yantra",
        features: ["Copper"],
        translations: { hi: { name: "ताँबे का यंत्र", features: ["ताँबा"] } },
      },
    });
    expect(product.status).toBe(201);
    expect(product.body.data).toMatchObject({
      name: "Copper yantra",
      translations: { hi: { name: "ताँबे का यंत्र", features: ["ताँबा"] } },
    });

    const form = new FormData();
    form.append("name", "Asha");
    form.append("testimonial_text", "Very good");
    form.append("translations", JSON.stringify({ hi: { name: "आशा", testimonial_text: "बहुत अच्छा" } }));
    const testimonial = await t.json("POST", "/api/testimonials", { token, body: form });
    expect(testimonial.status).toBe(201);
    expect(testimonial.body.data.translations).toEqual({
      hi: { name: "आशा", testimonial_text: "बहुत अच्छा" },
    });

    const gallery = await t.json("POST", "/api/gallery", {
      token,
      body: {
        title: "Ghats",
        image_url: "https://img.test/ghats.jpg",
        translations: { hi: { title: "घाट", description: "गंगा के घाट" } },
      },
    });
    expect(gallery.status).toBe(201);
    expect(gallery.body.data.translations).toEqual({ hi: { title: "घाट", description: "गंगा के घाट" } });
    const badForm = new FormData();
    badForm.append("name", "Asha");
    badForm.append("testimonial_text", "Very good");
    badForm.append("translations", "{not json");
    expect((await t.json("POST", "/api/testimonials", { token, body: badForm })).status).toBe(400);
  });
});

describe("page texts and settings", () => {
  it("saves and publishes a block's Hindi with its English, and checks the Hindi items like the English", async () => {
    const saved = await t.json("PUT", "/api/page-texts/about-story", {
      token,
      body: { title: "About", lead: "Lead", translations: { hi: { title: "परिचय", lead: "" } } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.draft.translations).toEqual({ hi: { title: "परिचय" } });
    const published = await t.json("POST", "/api/page-texts/about-story/publish", { token });
    expect(published.body.data.published.translations).toEqual({ hi: { title: "परिचय" } });

    const items = await t.json("PUT", "/api/page-texts/about-vision", {
      token,
      body: {
        title: "Vision",
        items: [{ title: "Soon", text: "Now" }],
        translations: { hi: { items: [{ title: "जल्द", text: "" }] } },
      },
    });
    expect(items.status).toBe(400);
    expect(items.body.errors).toContainEqual({
      field: "translations.hi.items.0.text",
      message: PAGE_TEXT_MESSAGES.itemText,
    });
  });

  it("keeps the settings' Hindi, and a page in Hindi shows it where written", async () => {
    const current = (await t.json("GET", "/api/settings", { token })).body.data as SiteSettings;
    expect(current.translations.hi?.name).toBe(SAMPLE_SITE_SETTINGS.translations.hi?.name);
    const res = await t.json("PUT", "/api/settings", {
      token,
      body: { ...current, translations: { hi: { name: "अकादमी", facilitatorBio: "" } } },
    });
    expect(res.status).toBe(200);
    const saved = (await t.json("GET", "/api/settings", { token })).body.data as SiteSettings;
    expect(saved.translations).toEqual({ hi: { name: "अकादमी" } });
    expect(saved.name).toBe(current.name);
    const hindi = localizeSettings(saved, "hi");
    expect(hindi.name).toBe("अकादमी");
    expect(hindi.facilitatorBio).toBe(saved.facilitatorBio);
    expect(localizeSettings(saved, "en")).toBe(saved);

    const bad = await t.json("PUT", "/api/settings", {
      token,
      body: { ...current, translations: { hi: { email: "x@y.z" } } },
    });
    expect(bad.status).toBe(400);
  });
});
