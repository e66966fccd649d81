// Where this visit came from, for the public forms (CONTRACT §7.4): the first page of the visit in this browser
// session decides (first touch). Kept in sessionStorage, which ends with the tab and is never sent by itself:
// no cookie is set. The server cuts or drops anything oversized or malformed, so what is read here is sent as is.
import type { AttributionField } from "#contract/schemas/attribution";

const KEY = "visitAttribution";
type Stored = Partial<Record<AttributionField, string>>;

/** Notes the visit's first page, once per browser session. */
export function rememberFirstPage(): void {
  try {
    if (window.sessionStorage.getItem(KEY) !== null) return;
    const params = new URLSearchParams(window.location.search);
    const stored: Stored = { landing_page: window.location.pathname + window.location.search };
    for (const field of ["utm_source", "utm_medium", "utm_campaign"] as const) {
      const value = params.get(field);
      if (value) stored[field] = value;
    }
    // The referrer only when it is another site: moving between our own pages says nothing about the source.
    const referrer = document.referrer;
    if (referrer && new URL(referrer).origin !== window.location.origin) stored.referrer = referrer;
    window.sessionStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Storage turned off or full: the forms send without attribution.
  }
}

/** The fields to spread into a public form's body; empty when nothing was noted. */
export function visitAttribution(): Stored {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === "object" ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}
