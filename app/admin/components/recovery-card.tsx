// The pages a signed-out person uses: sign in, ask for a reset link, and set a password with a reset or
// invitation link. They share one card outside the admin shell. The password form of the last two is in
// set-password-card.tsx, so that signing in does not download it and its validation.
import type { ReactNode } from "react";
import { Link } from "react-router";
import "#app/styles/admin.css";

/** The card of a signed-out page; under it, a way back to signing in unless `aside` says otherwise. */
export function RecoveryCard({
  title,
  aside = <Link to="/admin/login">Back to sign in</Link>,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="admin-login">
      <div className="admin-login__card">
        <h1>{title}</h1>
        {children}
        <p className="admin-login__aside">{aside}</p>
      </div>
    </main>
  );
}

/**
 * The one button of a card's form, saying `busyLabel` while the request runs. While busy it is only aria-disabled:
 * a disabled button drops the focus, which a refused sign-in would then leave nowhere.
 */
export function CardSubmit({
  busy,
  disabled = busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  disabled?: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="submit"
      className="btn btn--primary"
      disabled={disabled && !busy}
      aria-disabled={disabled}
      onClick={(e) => disabled && e.preventDefault()}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
