// A page's styles travel inside its HTML (docs/decisions/0013-inline-page-styles.md): a phone on 4G paints as
// soon as the HTML arrives, without a second request first.
import { createContext, useContext, useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";
import allStylesUrl from "../styles/site.css?url";

/** Set by entry.server.tsx to the shell and the current page's sheets; absent in the browser. */
export const PageStylesContext = createContext<string | undefined>(undefined);

/**
 * On the server, a <style> holding the page's sheets. In the browser the same element with no content: React
 * adopts the server's node on hydration without rewriting its inner HTML, and afterwards the unchanged empty prop
 * never touches it again. Once hydrated, the whole sheet follows as a file, right after the inline one so the
 * cascade keeps its order, for the pages the visitor then opens without a page load.
 *
 * The file comes in as a print sheet, which a screen ignores, and becomes a sheet for every medium only when the
 * visitor first leaves the page: applied at once, it would make the browser restyle and lay out the whole page
 * again while a phone is still busy starting it, for rules the page already has.
 */
export function InlinePageStyles() {
  const css = useContext(PageStylesContext);
  const ref = useRef<HTMLStyleElement>(null);
  const navigation = useNavigation();
  const { key } = useLocation();
  const firstKey = useRef(key);
  const leaving = navigation.state !== "idle" || key !== firstKey.current;
  useEffect(() => {
    const inline = ref.current;
    if (!inline || document.querySelector(`link[href="${allStylesUrl}"]`)) return;
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = allStylesUrl;
    link.media = "print";
    inline.after(link);
  }, []);
  // Before the next page paints: a layout effect runs after React has put the page in, before the browser draws.
  useLayoutEffect(() => {
    if (!leaving) return;
    const link = document.querySelector<HTMLLinkElement>(`link[href="${allStylesUrl}"]`);
    if (link) link.media = "all";
  }, [leaving]);
  return (
    <style
      ref={ref}
      id="page-styles"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own style sheets, compiled at build time; no visitor or staff input.
      dangerouslySetInnerHTML={{ __html: css ?? "" }}
      suppressHydrationWarning
    />
  );
}
