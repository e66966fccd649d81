// The offer of the Hindi site to a reader whose browser asks for Hindi first. A link, never a redirect: crawlers
// and shared links always get the page they asked for. Decided in the browser from navigator.languages, so the
// cached English page is the same for everyone (docs/decisions/0010). Fixed at the bottom of the screen, so its
// arrival moves nothing on the page.
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { hiLanguage } from "#contract/i18n/hi/shared";

const DISMISSED_KEY = "hindi-offer-dismissed";

/** Whether the first of the browser's languages that the site has is Hindi. */
export function prefersHindi(languages: readonly string[]): boolean {
  const first = languages.map((l) => l.toLowerCase().split("-")[0]).find((l) => l === "hi" || l === "en");
  return first === "hi";
}

export function HindiOffer({ to }: { to: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let dismissed = false;
    try {
      dismissed = sessionStorage.getItem(DISMISSED_KEY) === "1";
    } catch {}
    setShown(!dismissed && prefersHindi(navigator.languages ?? [navigator.language]));
  }, []);
  if (!shown) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, "1");
    } catch {}
    setShown(false);
  };
  return (
    <aside className="hindi-offer" lang="hi" aria-label={hiLanguage.offerLink}>
      <p>
        {hiLanguage.offer}{" "}
        <Link to={to} hrefLang="hi" className="hindi-offer__link" data-testid="hindi-offer">
          {hiLanguage.offerLink}
        </Link>
      </p>
      <button
        type="button"
        className="icon-button hindi-offer__close"
        onClick={dismiss}
        aria-label={hiLanguage.dismiss}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}
