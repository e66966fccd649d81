// Newsletter signup: a simple e-mail check, 'Subscribing...' while it posts, the server's message or
// the spec's fallback, and a success message that clears after 5 seconds. Used in the footer and on the blog.
// The consent text under the button is the one the server records with the subscriber.
import { useEffect, useId, useRef, useState } from "react";
import { useMessageFocus } from "#app/components/site/forms/form-outcome.ts";
import { useHydrated } from "#app/components/site/forms/use-hydrated.ts";
import { FormField } from "#app/components/ui/form-field.tsx";
import { ApiError, apiRequest } from "#app/lib/api-client.ts";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { useLocale } from "#app/lib/i18n/locale.ts";
import { useMessageText } from "#app/lib/i18n/validation.ts";
import { visitAttribution } from "#app/lib/visit-attribution.ts";
import { FORM_MESSAGE_DISMISS_MS } from "#contract/constants";
import { EMAIL_PATTERN, HONEYPOT_FIELD } from "#contract/form-rules";
import {
  HI_NEWSLETTER_CONSENT_TEXT,
  hiFormLabels,
  hiNewsletter,
  hiPublicMessages,
} from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { FORM_LABELS, NEWSLETTER_CONSENT_TEXT, PUBLIC_MESSAGES } from "#contract/messages";

type Status = { kind: "idle" } | { kind: "success"; message: string } | { kind: "error"; message: string };

export interface NewsletterFormProps {
  source: "footer" | "blog";
  /** The full variant also asks for a name (optional, sent as null when empty). */
  withName?: boolean;
  className?: string;
}

export function NewsletterForm({ source, withName = false, className }: NewsletterFormProps) {
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const honeypotId = useId();
  const locale = useLocale();
  const t = useText(en.newsletter, hiNewsletter);
  const hydrated = useHydrated();
  const M = useText(PUBLIC_MESSAGES, hiPublicMessages);
  const L = useText(FORM_LABELS, hiFormLabels);
  const v = useMessageText();
  const emailRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const messageRef = useMessageFocus(() => submitRef.current);

  useEffect(() => {
    if (status.kind !== "success") return;
    const timer = setTimeout(() => setStatus({ kind: "idle" }), FORM_MESSAGE_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!EMAIL_PATTERN.test(trimmed)) {
      setFieldError(M.newsletterInvalidEmail);
      setStatus({ kind: "idle" });
      // Where the error is: the field reads it out with its label, and the visitor can type at once.
      emailRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    setSubmitting(true);
    setStatus({ kind: "idle" });
    try {
      const result = await apiRequest(
        "/newsletter/subscribe",
        {
          method: "POST",
          body: {
            email: trimmed,
            name: name.trim() || null,
            source,
            locale,
            [HONEYPOT_FIELD]: honeypot,
            ...visitAttribution(),
          },
        },
        M.newsletterFailed,
      );
      setStatus({ kind: "success", message: v(result.message) || M.newsletterSuccessConfirm });
      setEmail("");
      setName("");
    } catch (err) {
      setStatus({
        kind: "error",
        message: err instanceof ApiError ? v(err.message) : M.newsletterFailed,
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className={`newsletter-form${className ? ` ${className}` : ""}`} onSubmit={onSubmit} noValidate>
      <div className="newsletter-form__fields">
        {withName ? (
          <FormField label={t.nameLabel} className="newsletter-form__field">
            {(control) => (
              <input
                {...control}
                type="text"
                name="name"
                autoComplete="name"
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            )}
          </FormField>
        ) : null}
        <FormField label={t.emailLabel} error={fieldError} required className="newsletter-form__field">
          {(control) => (
            <input
              {...control}
              ref={emailRef}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t.emailPlaceholder}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </FormField>
        <div className="form-honeypot" aria-hidden="true">
          <label htmlFor={honeypotId}>{t.honeypotLabel}</label>
          <input
            id={honeypotId}
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(e) => setHoneypot(e.target.value)}
          />
        </div>
        <button
          ref={submitRef}
          type="submit"
          className="btn btn--primary newsletter-form__submit"
          disabled={submitting || !hydrated}
        >
          {submitting ? L.subscribing : t.submit}
        </button>
      </div>
      <p className="newsletter-form__consent">
        {locale === "hi" ? HI_NEWSLETTER_CONSENT_TEXT : NEWSLETTER_CONSENT_TEXT}
      </p>
      <div className="newsletter-form__status" role="status">
        {status.kind === "success" ? (
          <p ref={messageRef} tabIndex={-1} className="form-message form-message--success">
            {status.message}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {status.kind === "error" ? (
          <p ref={messageRef} tabIndex={-1} className="form-message form-message--error">
            {status.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
