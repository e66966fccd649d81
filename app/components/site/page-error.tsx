// The panel a public page shows instead of its content when it cannot load, or when the thing asked for is gone.
import type { ReactNode } from "react";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { hiPublicMessages } from "#contract/i18n/hi/shared";
import { PUBLIC_MESSAGES } from "#contract/messages";

export function PageError({
  title,
  message,
  children,
  headingLevel = 1,
}: {
  title: string;
  message?: string;
  /** Actions: a Retry button, a link back. */
  children?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="container">
      <div className="page-error" role="alert">
        <Heading className="page-error__title">{title}</Heading>
        {message ? <p>{message}</p> : null}
        {children ? <div className="page-error__actions">{children}</div> : null}
      </div>
    </div>
  );
}

/** Reloads the whole page, as the spec's Retry buttons do. */
export function RetryButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
      {label}
    </button>
  );
}

/** A page's list that could not load, under the page's own heading: the spec's title and message, and Retry. */
export function SectionLoadFailed({ title, message }: { title: string; message: string }) {
  const M = useText(PUBLIC_MESSAGES, hiPublicMessages);
  return (
    <PageError title={title} message={message} headingLevel={2}>
      <RetryButton label={M.retry} />
    </PageError>
  );
}
