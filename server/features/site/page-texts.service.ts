// Page texts: each block's draft and published version. A block never edited has no row and shows its built-in
// text (page-text-defaults.ts) as both versions.
import { eq, sql } from "drizzle-orm";
import {
  PAGE_TEXT_BLOCKS,
  type PageText,
  type PageTextBlock,
  type PageTextContent,
  PageTextContentSchema,
  type PageTextKey,
} from "#contract/schemas/page-texts";
import type { Db } from "#server/db/client";
import { pageTexts } from "#server/db/schema";
import { sanitizedTranslations, sanitizeRichText } from "#server/lib/sanitize-html";
import { PAGE_TEXT_DEFAULTS } from "./page-text-defaults";

type Row = typeof pageTexts.$inferSelect;

/** A stored version that no longer parses shows the built-in text instead of breaking the page. */
function contentOf(stored: unknown, key: PageTextKey): PageTextContent {
  const parsed = PageTextContentSchema.safeParse(stored);
  return parsed.success ? parsed.data : PAGE_TEXT_DEFAULTS[key];
}

export function shownBlock(block: PageTextBlock, row: Row | undefined): PageText {
  const key = block.key as PageTextKey;
  const draft = row ? contentOf(row.draft, key) : PAGE_TEXT_DEFAULTS[key];
  const published = row ? contentOf(row.published, key) : PAGE_TEXT_DEFAULTS[key];
  return {
    key: block.key,
    label: block.label,
    page: block.page,
    draft,
    published,
    has_unpublished_changes: JSON.stringify(draft) !== JSON.stringify(published),
    updated_at: row ? row.updatedAt.toISOString() : null,
    published_at: row ? row.publishedAt.toISOString() : null,
  };
}

export async function listPageTexts(db: Db): Promise<PageText[]> {
  const rows = await db.select().from(pageTexts);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return PAGE_TEXT_BLOCKS.map((b) => shownBlock(b, byKey.get(b.key)));
}

export async function getPageText(db: Db, block: PageTextBlock): Promise<PageText> {
  const [row] = await db.select().from(pageTexts).where(eq(pageTexts.key, block.key));
  return shownBlock(block, row);
}

/** Saves the draft only; visitors keep seeing the published version until it is published. */
export async function saveDraft(db: Db, block: PageTextBlock, content: PageTextContent): Promise<PageText> {
  const rich = block.body === "rich";
  const draft: PageTextContent = {
    ...content,
    body: rich ? sanitizeRichText(content.body) : content.body,
    translations: rich
      ? sanitizedTranslations(content.translations, { body: (html) => sanitizeRichText(html) })
      : content.translations,
  };
  const key = block.key as PageTextKey;
  await db
    .insert(pageTexts)
    .values({ key, draft, published: PAGE_TEXT_DEFAULTS[key] })
    .onConflictDoUpdate({ target: pageTexts.key, set: { draft, updatedAt: sql`now()` } });
  return getPageText(db, block);
}

export async function publishDraft(db: Db, block: PageTextBlock): Promise<PageText> {
  const current = await getPageText(db, block);
  await db
    .insert(pageTexts)
    .values({ key: block.key, draft: current.draft, published: current.draft })
    .onConflictDoUpdate({
      target: pageTexts.key,
      set: { published: sql`${pageTexts.draft}`, publishedAt: sql`now()` },
    });
  return getPageText(db, block);
}
