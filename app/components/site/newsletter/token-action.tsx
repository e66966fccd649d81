// The body of the pages a newsletter mail links to (confirm, unsubscribe). Opening the page changes nothing, since
// mail scanners fetch every link; only the button's POST does. The token is read from the address in the browser,
// never while rendering on the server, so the cached HTML of the page holds nobody's token.
import { useEffect, useRef, useState } from "react";
import type { MetaDescriptor } from "react-router";
import { Link } from "#app/components/site/locale-link.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { cataloguePageMeta, type PageMetaText } from "#app/components/site/seo.ts";
import { ApiError, apiRequest } from "#app/lib/api-client.ts";
import { useMessageText } from "#app/lib/i18n/validation.ts";

export interface TokenActionText {
  metaTitle: string;
  metaDescription: string;
  heading: string;
  lead: string;
  button: string;
  busy: string;
  failed: string;
  home: string;
}

/** The token in the page's address; called only in the browser. */
const token = () => new URLSearchParams(window.location.search).get("token")?.trim() ?? "";

type State =
  | { kind: "idle" }
  | { kind: "busy" }
  | { kind: "done"; message: string }
  | { kind: "error"; message: string };

export function TokenAction({
  endpoint,
  text,
  invalidLink,
}: {
  /** The API path the button posts `{token}` to. */
  endpoint: string;
  text: TokenActionText;
  /** Shown at once when the address carries no token. */
  invalidLink: string;
}) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const v = useMessageText();
  const outcome = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!token()) setState({ kind: "error", message: invalidLink });
  }, [invalidLink]);

  // The result replaces the button, so focus moves to it rather than being lost with the button.
  useEffect(() => {
    if (state.kind === "done" || state.kind === "error") outcome.current?.focus();
  }, [state.kind]);

  async function run() {
    setState({ kind: "busy" });
    try {
      const result = await apiRequest(endpoint, { method: "POST", body: { token: token() } }, text.failed);
      setState({ kind: "done", message: v(result.message ?? "") });
    } catch (err) {
      setState({ kind: "error", message: err instanceof ApiError ? v(err.message) : text.failed });
    }
  }

  const finished = state.kind === "done" || state.kind === "error";
  return (
    <div className="token-action">
      {finished ? null : (
        <button
          type="button"
          className="btn btn--primary"
          disabled={state.kind === "busy"}
          aria-busy={state.kind === "busy"}
          onClick={() => void run()}
        >
          {state.kind === "busy" ? text.busy : text.button}
        </button>
      )}
      <div role="status">
        {state.kind === "done" ? (
          <p ref={outcome} tabIndex={-1} className="form-message form-message--success">
            {state.message}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {state.kind === "error" ? (
          <p ref={outcome} tabIndex={-1} className="form-message form-message--error">
            {state.message}
          </p>
        ) : null}
      </div>
      {finished ? (
        <p className="token-action__home">
          <Link to="/">{text.home}</Link>
        </p>
      ) : null}
    </div>
  );
}

/** The head of such a page: its title and description, and kept out of search engines (it is one person's link). */
export function tokenPageMeta(
  matches: Parameters<typeof cataloguePageMeta>[0],
  english: PageMetaText,
  hindi: PageMetaText,
  path: string,
): MetaDescriptor[] {
  return [...cataloguePageMeta(matches, english, hindi, { path }), { name: "robots", content: "noindex" }];
}

/** The whole page: the site's hero band and the button with its outcome. */
export function TokenPage(props: { endpoint: string; text: TokenActionText; invalidLink: string }) {
  return (
    <>
      <PageHero title={props.text.heading} lead={props.text.lead} />
      <div className="section">
        <div className="container token-action-page">
          <TokenAction {...props} />
        </div>
      </div>
    </>
  );
}
