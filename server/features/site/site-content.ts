// What every public page shows from the settings and page texts, kept in memory: a page view reads this, never
// the database. Any admin write bumps the content version (server/cache/content-changes.ts), here and, through
// LISTEN/NOTIFY, on every other server on the same database; each bump drops what is held here, so the next page
// view on every instance reads the new values once and keeps them again.
import { FOOTER_TOP_COURSE_SLUGS } from "#contract/constants";
import type { PageTextContent, PageTextKey } from "#contract/schemas/page-texts";
import type { SiteSettings } from "#contract/schemas/site-settings";
import type { AppDeps } from "#server/deps";
import { visibleCourseSlugs } from "#server/features/courses/courses.service";
import { listPageTexts } from "./page-texts.service";
import { readSettings } from "./settings.service";

export interface PageTextVersions {
  published: Record<PageTextKey, PageTextContent>;
  draft: Record<PageTextKey, PageTextContent>;
}

export interface SiteContent {
  settings(): Promise<SiteSettings>;
  pageTexts(): Promise<PageTextVersions>;
  /** The footer's top courses (FOOTER_TOP_COURSE_SLUGS, in order): the slug while it can be opened, else null. */
  topCourseSlugs(): Promise<(string | null)[]>;
}

const stores = new WeakMap<AppDeps["changes"], SiteContent>();

/** A value loaded on first use and dropped on every content change; a failed load is not kept. */
function held<T>(changes: AppDeps["changes"], load: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | undefined;
  changes.subscribe(() => {
    current = undefined;
  });
  return () => {
    if (!current) {
      const loading = load();
      current = loading;
      loading.catch(() => {
        if (current === loading) current = undefined;
      });
    }
    return current;
  };
}

export function siteContent(deps: Pick<AppDeps, "database" | "changes" | "env">): SiteContent {
  const existing = stores.get(deps.changes);
  if (existing) return existing;
  const db = deps.database.db;
  const store: SiteContent = {
    settings: held(deps.changes, () => readSettings(db, deps.env)),
    pageTexts: held(deps.changes, async () => {
      const blocks = await listPageTexts(db);
      const versions: PageTextVersions = {
        published: {} as PageTextVersions["published"],
        draft: {} as PageTextVersions["draft"],
      };
      for (const b of blocks) {
        versions.published[b.key as PageTextKey] = b.published;
        versions.draft[b.key as PageTextKey] = b.draft;
      }
      return versions;
    }),
    topCourseSlugs: held(deps.changes, async () => {
      const visible = await visibleCourseSlugs(db, FOOTER_TOP_COURSE_SLUGS);
      return FOOTER_TOP_COURSE_SLUGS.map((slug) => (visible.has(slug) ? slug : null));
    }),
  };
  stores.set(deps.changes, store);
  return store;
}
