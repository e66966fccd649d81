import muktaRegular from "@fontsource/mukta/files/mukta-latin-400-normal.woff2?url";
import muktaSemibold from "@fontsource/mukta/files/mukta-latin-600-normal.woff2?url";
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
import { InlinePageStyles } from "#app/lib/page-styles.tsx";
import muktaHindi400 from "#app/styles/fonts/mukta-hindi-400.woff2?url";
import muktaHindi600 from "#app/styles/fonts/mukta-hindi-600.woff2?url";
import { en } from "#contract/i18n/messages.en";
import { type Locale, localeFromPathname } from "#contract/locales";
import type { Route } from "./+types/root";

const FONT = { as: "font", type: "font/woff2", crossOrigin: "anonymous" } as const;

/**
 * The faces a page's first paint needs (font-display: optional, so they come with the HTML). An English page's
 * text is Mukta, regular and semibold (buttons, labels, prices), and its headings Noto Serif. A Hindi page's text
 * and headings are Mukta Hindi, whose two files hold the Latin it shows as well (fonts.css), so it fetches neither
 * Mukta's Latin files nor the serif, and English pages never fetch a Hindi file. A face left out here is found only
 * by the first layout: it then arrives after the first paint, and either lays the page out again while the phone
 * is starting the page's scripts, or misses the optional face's window and is not used at all.
 */
const FIRST_PAINT_FACES: Record<Locale, readonly string[]> = {
  en: [muktaRegular, muktaSemibold, notoSerifBold],
  hi: [muktaHindi400, muktaHindi600],
};

export const links: Route.LinksFunction = () => [
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
        {/*
          Nothing Links writes needs a nonce: the policy admits our own style sheets, icons and preloads by 'self'
          and holds back only inline scripts (Scripts carries their nonce). Left without one, Links takes the
          router's nonce on the server and none in the browser, which hides the attribute from the page ("")
          anyway; React then finds the admin style sheet's link unlike the server's and warns on hydration.
        */}
        <Links nonce="" />
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
