// The shared top bar: brand, main navigation, the student panel Login, and a disclosure menu on phones.
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { en } from "#app/lib/messages.en.ts";
import type { SiteSettings } from "#app/lib/site-settings.ts";
import { NAVBAR_SHADOW_THRESHOLD_PX } from "#contract/constants";

export const NAV_ITEMS = [
  { to: "/about", label: en.frame.nav.about },
  { to: "/courses", label: en.frame.nav.courses },
  { to: "/products", label: en.frame.nav.products },
  { to: "/consultation", label: en.frame.nav.consultation },
  { to: "/gallery", label: en.frame.nav.gallery },
  { to: "/blog", label: en.frame.nav.blog },
  { to: "/contact", label: en.frame.nav.contact },
] as const;

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
  const navId = useId();
  const { pathname } = useLocation();

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

  // A chosen page closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="site-header" data-scrolled={scrolled ? "" : undefined}>
      <div className="site-header__inner">
        <Link to="/" className="site-brand" aria-label={en.frame.homeLink(settings.name)}>
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
          <span>{en.frame.menuButton}</span>
        </button>
        <nav
          id={navId}
          className="site-nav"
          aria-label={en.frame.primaryNav}
          data-open={menuOpen ? "" : undefined}
        >
          <ul className="site-nav__list">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="site-nav__link" prefetch="intent">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <a className="btn btn--primary site-nav__login" href={settings.studentPanelUrl} rel="noopener">
            {en.frame.login}
          </a>
        </nav>
      </div>
    </header>
  );
}
