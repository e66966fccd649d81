import muktaRegular from "@fontsource/mukta/files/mukta-latin-400-normal.woff2?url";
import muktaSemiBold from "@fontsource/mukta/files/mukta-latin-600-normal.woff2?url";
import notoSerifBold from "@fontsource/noto-serif/files/noto-serif-latin-600-normal.woff2?url";
import { preload } from "react-dom";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import { en } from "#app/lib/messages.en.ts";
import { InlinePageStyles } from "#app/lib/page-styles.tsx";
import muktaDevanagari400 from "#app/styles/fonts/mukta-devanagari-400.woff2?url";
import muktaDevanagari600 from "#app/styles/fonts/mukta-devanagari-600.woff2?url";
import { type Locale, localeFromPathname } from "#contract/locales";
import type { Route } from "./+types/root";

const FONT = { as: "font", type: "font/woff2", crossOrigin: "anonymous" } as const;

/**
 * The faces a page's first paint needs besides the body face (font-display: optional, so they come with the HTML).
 * English headings are Noto Serif. A Hindi page needs Mukta's Devanagari faces, and its headings are Mukta 600
 * throughout, spaces and any Latin included (fonts.css), so it fetches no serif; English pages never fetch Devanagari.
 */
const FIRST_PAINT_FACES: Record<Locale, readonly string[]> = {
  en: [notoSerifBold],
  hi: [muktaDevanagari400, muktaDevanagari600, muktaSemiBold],
};

export const links: Route.LinksFunction = () => [
  // The body face is needed for the first paint of every page; fetch it with the HTML.
  { rel: "preload", href: muktaRegular, ...FONT },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Defaults for a page that sets none of its own (error pages); every public route sets its own. */
export const meta: Route.MetaFunction = () => [
  { title: "Vastu Academy Varanasi" },
  { name: "description", content: "Courses in Vastu Shastra, numerology, geobiology and aroma science." },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // The public site scrolls to the top itself on every path change; restoring the previous position
  // there would fight it. The back office keeps React Router's usual restoration.
  const { pathname } = useLocation();
  const isAdmin = pathname.startsWith("/admin");
  const locale = localeFromPathname(pathname);
  for (const face of FIRST_PAINT_FACES[locale]) preload(face, FONT);
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#8a2c1b" />
        <Meta />
        <InlinePageStyles />
        <Links />
      </head>
      <body>
        {children}
        {isAdmin ? <ScrollRestoration /> : null}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main-content" style={{ maxWidth: "40rem", margin: "4rem auto", padding: "0 1rem" }}>
      <h1>{notFound ? en.errors.notFoundTitle : en.errors.genericTitle}</h1>
      <p>{notFound ? en.errors.notFoundText : en.errors.genericText}</p>
      <p>
        <a href="/">{en.errors.home}</a>
      </p>
    </main>
  );
}
