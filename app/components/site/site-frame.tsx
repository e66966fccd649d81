// Everything public pages share: skip link, top bar, main landmark, footer, the organisation's structured data,
// and the spec's scroll to the top 50 ms after every path change.
import { type ReactNode, useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { rememberFirstPage } from "#app/lib/visit-attribution.ts";
import { SCROLL_TO_TOP_DELAY_MS } from "#contract/constants";
import { hiFrame } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { JsonLd, organizationJsonLd } from "./json-ld";
import { prefersReducedMotion } from "./motion";
import type { SiteData } from "./site-data";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export const MAIN_CONTENT_ID = "main-content";

function useScrollToTopOnPathChange() {
  const { pathname, state } = useLocation();
  const previous = useRef(pathname);
  // Opening or closing an overlay (a blog article over the list) changes the path but not the page under it.
  const overlay = Boolean((state as { overlay?: boolean } | null)?.overlay);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (overlay) return;
    const timer = setTimeout(() => {
      window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
      // Screen reader and keyboard users start reading the new page, not the link they left behind.
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    }, SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, overlay]);
}

export function SiteFrame({ site, children }: { site: SiteData; children: ReactNode }) {
  const frame = useText(en.frame, hiFrame);
  useScrollToTopOnPathChange();
  // Once, on the page the visit started on: where it came from goes with any form sent later in the visit.
  useEffect(rememberFirstPage, []);
  const loading = useNavigation().state === "loading";
  return (
    <>
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        {frame.skipToContent}
      </a>
      <SiteHeader settings={site.settings} />
      {/* Visual only: focus moves to the new page's content when it arrives, which is what assistive tech reads. */}
      <div className="site-progress" data-active={loading ? "" : undefined} aria-hidden="true" />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1} aria-busy={loading || undefined}>
        {children}
      </main>
      <SiteFooter
        settings={site.settings}
        description={site.footerDescription}
        topCourseSlugs={site.topCourseSlugs}
      />
      <JsonLd data={organizationJsonLd(site)} />
    </>
  );
}
