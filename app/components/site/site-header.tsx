// The shared top bar: brand, main navigation, the student panel Login, and a disclosure menu on phones.
import { useEffect, useId, useRef, useState } from "react";
import { Link as RouterLink, useLocation, useRouteLoaderData } from "react-router";
import { Link, NavLink } from "#app/components/site/locale-link.tsx";
import { useLocale } from "#app/lib/i18n/locale.ts";
import { NAVBAR_SHADOW_THRESHOLD_PX } from "#contract/constants";
import { textFor } from "#contract/i18n/catalogue";
import { hiFrame } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { HINDI_ROUTE_ID_PREFIX, LANGUAGE_NAME, localePath } from "#contract/locales";
import type { SiteSettings } from "#contract/site-settings";

export const NAV_ITEMS = [
  { to: "/about", key: "about" },
  { to: "/courses", key: "courses" },
  { to: "/products", key: "products" },
  { to: "/consultation", key: "consultation" },
  { to: "/gallery", key: "gallery" },
  { to: "/blog", key: "blog" },
  { to: "/contact", key: "contact" },
] as const;

/**
 * The same page in the other language, with its query (filters) and hash kept. A plain link with `hreflang` and
 * `lang`, named in the language it leads to, so every reader recognises it.
 */
function LanguageSwitch() {
  const { pathname, search, hash } = useLocation();
  const locale = useLocale();
  const other = locale === "hi" ? "en" : "hi";
  // An article written only in Hindi has no English page (its address answers 404): the switch leads to the
  // English blog list instead. Decided from the article's loader data, which the server's HTML has too, so the
  // plain link before hydration and the client-side switch after it go to the same place.
  const article = useRouteLoaderData(`${HINDI_ROUTE_ID_PREFIX}routes/site/blog-article`) as
    | { post?: { hindi_only?: boolean } }
    | undefined;
  const to =
    other === "en" && article?.post?.hindi_only
      ? `/blog${search}`
      : `${localePath(other, pathname)}${search}${hash}`;
  return (
    <RouterLink to={to} className="site-language" hrefLang={other} lang={other} data-testid="language-switch">
      {LANGUAGE_NAME[other]}
    </RouterLink>
  );
}

export function BrandMark() {
  return (
    <svg viewBox="0 0 64 64" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="12" fill="currentColor" />
      <path d="M32 12 52 50H12Z" fill="none" stroke="#f6ecd9" strokeWidth="5" strokeLinejoin="round" />
      <circle cx="32" cy="38" r="5" fill="#f6ecd9" />
    </svg>
  );
}

export function SiteHeader({ settings }: { settings: SiteSettings }) {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  const navId = useId();
  const { pathname } = useLocation();
  const t = textFor(useLocale(), en.frame, hiFrame);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > NAVBAR_SHADOW_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // Escape closes the open phone menu and returns focus to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  // The open phone menu covers the page: once the focus moves out of the bar (Tab past its last link), it closes,
  // or the focused link would be hidden under it.
  useEffect(() => {
    if (!menuOpen) return;
    const onFocus = (e: FocusEvent) => {
      if (!header.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, [menuOpen]);

  // A chosen page closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header ref={header} className="site-header" data-scrolled={scrolled ? "" : undefined}>
      <div className="site-header__inner">
        <Link to="/" className="site-brand" aria-label={t.homeLink(settings.name)}>
          <BrandMark />
          <span className="site-brand__name">{settings.name}</span>
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="site-menu-button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            {menuOpen ? (
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
          <span>{t.menuButton}</span>
        </button>
        <nav id={navId} className="site-nav" aria-label={t.primaryNav} data-open={menuOpen ? "" : undefined}>
          <ul className="site-nav__list">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="site-nav__link" prefetch="intent">
                  {t.nav[item.key]}
                </NavLink>
              </li>
            ))}
          </ul>
          <a className="btn btn--primary site-nav__login" href={settings.studentPanelUrl} rel="noopener">
            {t.login}
          </a>
        </nav>
        <LanguageSwitch />
      </div>
    </header>
  );
}
