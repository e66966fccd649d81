// What a public page's loader needs from the page texts: the published versions, or the drafts when the request
// carries a valid preview token (?preview=…, see preview-token.ts).

import { localeFromPathname } from "#contract/locales";
import { localizePageText } from "#contract/localize-content";
import type { PageTextContent, PageTextKey } from "#contract/schemas/page-texts";
import type { Localized } from "#contract/translations";
import { appSecret } from "#server/lib/app-secret";
import type { PageServices } from "#server/request-context";
import { isValidPreviewToken, PREVIEW_PARAM } from "./preview-token";
import { siteContent } from "./site-content";

export interface PageTextsView {
  texts: Record<PageTextKey, PageTextContent>;
  preview: boolean;
}

export function isPreviewRequest(services: PageServices, request: Request): boolean {
  const token = new URL(request.url).searchParams.get(PREVIEW_PARAM);
  return token !== null && isValidPreviewToken(token, appSecret(services.env));
}

export async function pageTextsFor(services: PageServices, request: Request): Promise<PageTextsView> {
  const preview = isPreviewRequest(services, request);
  const versions = await siteContent(services).pageTexts();
  return { texts: preview ? versions.draft : versions.published, preview };
}

/** Only the named blocks, in the page's language, so a page's data carries its own texts and no other's. */
export async function pageTextsOf<K extends PageTextKey>(
  services: PageServices,
  request: Request,
  keys: readonly K[],
): Promise<Record<K, Localized<PageTextContent>>> {
  const { texts } = await pageTextsFor(services, request);
  const locale = localeFromPathname(new URL(request.url).pathname);
  return Object.fromEntries(keys.map((k) => [k, localizePageText(texts[k], locale)])) as Record<
    K,
    Localized<PageTextContent>
  >;
}
