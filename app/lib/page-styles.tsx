// The site's one style sheet travels inside each server-rendered page (docs/decisions/0013-inline-page-styles.md):
// a phone on 4G can paint as soon as the HTML arrives, without waiting for a second request first.
import { createContext, useContext } from "react";

/** Set by entry.server.tsx with the sheet's text; absent in the browser. */
export const PageStylesContext = createContext<string | undefined>(undefined);

/**
 * On the server, a <style> holding the sheet. In the browser the same element with no content: React adopts the
 * server's node on hydration without rewriting its inner HTML, and afterwards the (unchanged) empty prop never
 * touches it again, so the styles stay for every client-side navigation.
 */
export function InlinePageStyles() {
  const css = useContext(PageStylesContext);
  return <style id="page-styles" dangerouslySetInnerHTML={{ __html: css ?? "" }} suppressHydrationWarning />;
}
