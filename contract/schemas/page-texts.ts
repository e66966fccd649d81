// Editable page texts: the words of Home, About, Consultation and the footer as blocks staff edit, preview and
// publish (GET/PUT /api/page-texts/{key}, POST /api/page-texts/{key}/publish). Every block has the same shape;
// its definition below says which parts a page shows, so the editor offers only those and the checks require
// them. A `body` marked rich is HTML from the rich editor, sanitised on save like a blog post.
import { z } from "zod";
import { PAGE_TEXT_MESSAGES } from "../admin-messages";
import { MAX_HTML_TEXT, MAX_MEDIUM_TEXT, MAX_SHORT_TEXT } from "../constants";
import { hasNoNul } from "../form-rules";
import { translationsInput } from "../translations";

export type PageTextPart = "kicker" | "title" | "lead" | "body" | "items";

export interface PageTextBlock {
  key: string;
  /** The public page it belongs to, where Preview opens it. */
  page: "/" | "/about" | "/consultation";
  label: string;
  parts: readonly PageTextPart[];
  /** `rich`: HTML from the rich editor; `plain`: paragraphs separated by a blank line. */
  body?: "rich" | "plain";
  items?: { min: number; max: number; titleLabel: string };
}

export const PAGE_TEXT_BLOCKS = [
  { key: "home-hero", page: "/", label: "Home: hero", parts: ["kicker", "title", "lead"] },
  { key: "home-why", page: "/", label: "Home: why study with us", parts: ["title", "body"], body: "rich" },
  {
    key: "home-why-choose",
    page: "/",
    label: "Home: why choose us",
    parts: ["title", "items"],
    items: { min: 1, max: 12, titleLabel: "Title" },
  },
  {
    // Each card links to its own page (articles, courses, products, consultation), so there are always four.
    key: "home-plans",
    page: "/",
    label: "Home: what we do",
    parts: ["title", "lead", "items"],
    items: { min: 4, max: 4, titleLabel: "Title" },
  },
  { key: "about-story", page: "/about", label: "About: our story", parts: ["title", "lead"] },
  { key: "about-mission", page: "/about", label: "About: mission", parts: ["title", "body"], body: "rich" },
  {
    key: "about-vision",
    page: "/about",
    label: "About: vision",
    parts: ["title", "items"],
    items: { min: 1, max: 6, titleLabel: "Term" },
  },
  {
    key: "about-values",
    page: "/about",
    label: "About: values (our approach)",
    parts: ["title", "lead", "items"],
    items: { min: 1, max: 12, titleLabel: "Title" },
  },
  {
    key: "consultation-intro",
    page: "/consultation",
    label: "Consultation: intro",
    parts: ["title", "lead"],
  },
  {
    key: "consultation-services",
    page: "/consultation",
    label: "Consultation: service cards",
    parts: ["title", "items"],
    items: { min: 1, max: 12, titleLabel: "Service" },
  },
  { key: "footer-description", page: "/", label: "Footer: description", parts: ["lead"] },
] as const satisfies readonly PageTextBlock[];

export type PageTextKey = (typeof PAGE_TEXT_BLOCKS)[number]["key"];
export const PAGE_TEXT_KEYS = PAGE_TEXT_BLOCKS.map((b) => b.key) as PageTextKey[];

export const pageTextBlock = (key: string): PageTextBlock | undefined =>
  (PAGE_TEXT_BLOCKS as readonly PageTextBlock[]).find((b) => b.key === key);

const part = (max: number) =>
  z
    .string({ error: PAGE_TEXT_MESSAGES.tooLong })
    .refine(hasNoNul, { message: PAGE_TEXT_MESSAGES.tooLong })
    .transform((s) => s.trim())
    .pipe(z.string().max(max, { message: PAGE_TEXT_MESSAGES.tooLong }));

export const PageTextItemSchema = z.object({
  title: part(MAX_SHORT_TEXT),
  text: part(MAX_MEDIUM_TEXT),
});

const parts = {
  kicker: part(MAX_SHORT_TEXT),
  title: part(MAX_SHORT_TEXT),
  lead: part(MAX_MEDIUM_TEXT),
  body: part(MAX_HTML_TEXT),
  items: z.array(PageTextItemSchema).max(50),
};
/** Every part of a block may have a Hindi version; a Hindi list of items replaces the English list as a whole. */
export const PAGE_TEXT_TRANSLATED_FIELDS = ["kicker", "title", "lead", "body", "items"] as const;

/**
 * One version (draft or published) of a block. Parts a block does not use are kept empty. Its Hindi version
 * travels with it, so publishing a draft publishes both languages.
 */
export const PageTextContentSchema = z.object({
  kicker: parts.kicker.default(""),
  title: parts.title.default(""),
  lead: parts.lead.default(""),
  body: parts.body.default(""),
  items: parts.items.default([]),
  translations: translationsInput(parts).default({}),
});
export type PageTextContent = z.output<typeof PageTextContentSchema>;

/** The checks of one block: the parts it shows are required, its items within their count. */
export function pageTextContentSchema(block: PageTextBlock) {
  const uses = (p: PageTextPart) => block.parts.includes(p);
  return PageTextContentSchema.superRefine((v, ctx) => {
    const need = (ok: boolean, path: (string | number)[], message: string) => {
      if (!ok) ctx.addIssue({ code: "custom", path, message });
    };
    if (uses("kicker")) need(v.kicker.length > 0, ["kicker"], PAGE_TEXT_MESSAGES.leadRequired);
    if (uses("title")) need(v.title.length > 0, ["title"], PAGE_TEXT_MESSAGES.titleRequired);
    if (uses("lead")) need(v.lead.length > 0, ["lead"], PAGE_TEXT_MESSAGES.leadRequired);
    if (uses("body"))
      need(v.body.replace(/<[^>]*>/g, "").trim().length > 0, ["body"], PAGE_TEXT_MESSAGES.bodyRequired);
    if (block.items) {
      const { min, max } = block.items;
      need(v.items.length >= min && v.items.length <= max, ["items"], PAGE_TEXT_MESSAGES.itemCount(min, max));
      v.items.forEach((item, i) => {
        need(item.title.length > 0, ["items", i, "title"], PAGE_TEXT_MESSAGES.itemTitle);
        need(item.text.length > 0, ["items", i, "text"], PAGE_TEXT_MESSAGES.itemText);
      });
      // Hindi items, where given, replace the English ones on the Hindi page: the same count and completeness.
      const hiItems = v.translations.hi?.items;
      if (hiItems) {
        const at = ["translations", "hi", "items"];
        need(hiItems.length >= min && hiItems.length <= max, at, PAGE_TEXT_MESSAGES.itemCount(min, max));
        hiItems.forEach((item, i) => {
          need(item.title.length > 0, [...at, i, "title"], PAGE_TEXT_MESSAGES.itemTitle);
          need(item.text.length > 0, [...at, i, "text"], PAGE_TEXT_MESSAGES.itemText);
        });
      }
    }
  });
}

/** A block as the API shows it to staff: both versions, and whether the draft differs from what is public. */
export const PageTextSchema = z.object({
  key: z.string(),
  label: z.string(),
  page: z.string(),
  draft: PageTextContentSchema,
  published: PageTextContentSchema,
  has_unpublished_changes: z.boolean(),
  updated_at: z.string().nullable(),
  published_at: z.string().nullable(),
});
export type PageText = z.infer<typeof PageTextSchema>;

/** A short-lived link that shows drafts on the real pages (never cached, never indexed). */
export const PreviewLinkSchema = z.object({ token: z.string(), expires_at: z.string() });
