// What a public page's loader needs from the page texts: the published versions, or the drafts when the request
// carries a valid preview token (?preview=…, see preview-token.ts).
import type { PageTextContent, PageTextKey } from "#contract/schemas/page-texts";
import { appSecret } from "../../lib/app-secret";
import type { PageServices } from "../../request-context";
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

/** Only the named blocks, so a page's data carries its own texts and no other page's. */
export async function pageTextsOf<K extends PageTextKey>(
  services: PageServices,
  request: Request,
  keys: readonly K[],
): Promise<Record<K, PageTextContent>> {
  const { texts } = await pageTextsFor(services, request);
  return Object.fromEntries(keys.map((k) => [k, texts[k]])) as Record<K, PageTextContent>;
}
