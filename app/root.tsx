import muktaRegular from "@fontsource/mukta/files/mukta-latin-400-normal.woff2?url";
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
import { localeFromPathname } from "#contract/locales";
import type { Route } from "./+types/root";

const FONT = { as: "font", type: "font/woff2", crossOrigin: "anonymous" } as const;

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
  // The heading face too, except on Hindi pages, whose headings are Mukta throughout (fonts.css).
  if (locale === "en") preload(notoSerifBold, FONT);
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
