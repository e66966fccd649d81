// Admin sign-in. The failed-attempt counter lives only in this page: after 5 failures the form
// locks for 5 minutes. The server keeps its own lock per username whatever the browser does.
import { type FormEvent, type InputHTMLAttributes, useEffect, useState } from "react";
import { Link, redirect, useNavigate } from "react-router";
import { CardSubmit, RecoveryCard } from "#app/admin/components/recovery-card.tsx";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { returnPath } from "#app/admin/models/sign-in-return.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { getAdminToken, getAdminUser, saveAdminSession, sessionEndedMidway } from "#app/lib/admin-session.ts";
import { ApiError, apiRequest } from "#app/lib/api-client.ts";
import { AUTH_MESSAGES } from "#contract/admin-messages";
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILED_ATTEMPTS } from "#contract/constants";
import type { LoginResponse } from "#contract/schemas/auth";
import "#app/styles/admin.css";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => adminMeta("Sign in");

export const DASHBOARD_PATH = "/admin/dashboard";
/** Where a person is sent after signing in when an owner requires two-factor and they have not set it up. */
export const SECURITY_PATH = "/admin/security";

/** The front desk's home: the Today queue of leads to follow up. */
export const TODAY_PATH = "/admin/today";

/** The admin page named in the address's `next` (see sign-in-return.ts), else the person's home screen. */
const afterSignIn = (search: string, role = getAdminUser()?.role) =>
  returnPath(new URLSearchParams(search).get("next"), window.location.origin) ??
  (role === "front_desk" ? TODAY_PATH : DASHBOARD_PATH);

/** A stored session goes straight on, to a page whose guard checks the token with the server. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (getAdminToken()) throw redirect(afterSignIn(new URL(request.url).search));
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="admin-fullscreen-center">
      <Spinner label="Loading..." showLabel />
    </div>
  );
}

export default function AdminLogin() {
  const navigate = useNavigate();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const locked = lockedUntil !== null;
  /** After a right password on an account with two-factor: the challenge to send with the code. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState("");
  // Said after a session ended on another admin page, so that the sign-in form does not come out of nowhere.
  const [endedMidway] = useState(sessionEndedMidway);

  function finish(data: LoginResponse) {
    if ("two_factor_required" in data) {
      setBusy(false);
      setChallenge(data.challenge);
      return;
    }
    saveAdminSession(data.token, data.admin);
    setFailures(0);
    navigate(
      data.two_factor_setup_required ? SECURITY_PATH : afterSignIn(window.location.search, data.admin.role),
      {
        replace: true,
      },
    );
  }

  async function onSubmitCode(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy || !challenge) return;
    if (!code.trim()) {
      setError(AUTH_MESSAGES.twoFactorCodeRequired);
      return;
    }
    await send("/auth/login/two-factor", { challenge, code: code.trim() }, (err) => {
      setCode("");
      // An expired or used-up challenge: back to the password.
      if (err instanceof ApiError && err.status === 401) {
        setChallenge(null);
        setPassword("");
      }
      setError(err instanceof ApiError && err.status !== 0 ? err.message : AUTH_MESSAGES.loginFailedRetry);
    });
  }

  /** Sends one sign-in step; on a failure the form is free again and `failed` says why. */
  async function send(path: string, body: object, failed: (err: unknown) => void) {
    setBusy(true);
    setError(null);
    try {
      const { data } = await apiRequest<LoginResponse>(
        path,
        { method: "POST", body },
        AUTH_MESSAGES.loginFailed,
      );
      finish(data);
    } catch (err) {
      setBusy(false);
      failed(err);
    }
  }

  useEffect(() => {
    if (lockedUntil === null) return;
    const timer = setTimeout(
      () => {
        setLockedUntil(null);
        setFailures(0);
        setError(null);
      },
      Math.max(0, lockedUntil - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [lockedUntil]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    if (locked) {
      setError(AUTH_MESSAGES.lockedTryLater);
      return;
    }
    if (!username.trim() || !password) {
      setError(AUTH_MESSAGES.bothRequired);
      return;
    }
    await send("/auth/login", { username: username.trim(), password }, (err) => {
      if (!(err instanceof ApiError) || err.status === 0) {
        setError(AUTH_MESSAGES.loginFailedRetry);
      } else if (err.status === 401) {
        const count = failures + 1;
        setFailures(count);
        if (count >= LOGIN_MAX_FAILED_ATTEMPTS) {
          setLockedUntil(Date.now() + LOGIN_LOCK_MS);
          setError(AUTH_MESSAGES.lockedNow);
        } else {
          setError(AUTH_MESSAGES.invalidCredentialsWithRemaining(LOGIN_MAX_FAILED_ATTEMPTS - count));
        }
      } else {
        // 429 (server lock or rate limit), 400 and the rest: the server's own words.
        setError(err.message || AUTH_MESSAGES.loginFailed);
      }
    });
  }

  /** A text input of this page, kept in its state; other attributes go to the input. */
  const input =
    (name: string, value: string, set: (v: string) => void, attrs: InputHTMLAttributes<HTMLInputElement>) =>
    (control: InputHTMLAttributes<HTMLInputElement>) => (
      <input {...control} name={name} {...attrs} value={value} onChange={(e) => set(e.target.value)} />
    );
  const plain = { type: "text", autoCapitalize: "none", spellCheck: false } as const;

  return (
    <RecoveryCard title="Admin Login" aside={<Link to="/admin/forgot-password">Forgot password?</Link>}>
      <p className="admin-muted admin-login__intro">Sign in to manage the academy website.</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {endedMidway && !error ? <Alert tone="info">{AUTH_MESSAGES.signedOutMidway}</Alert> : null}
      {challenge ? (
        <form onSubmit={onSubmitCode} noValidate>
          <FormField
            label="Authentication code"
            required
            hint="The six-digit code from your authenticator app, or one of your recovery codes."
          >
            {input("code", code, setCode, {
              ...plain,
              inputMode: "numeric",
              autoComplete: "one-time-code",
              // Focus goes to the code: it is the only thing this step asks for.
              autoFocus: true,
            })}
          </FormField>
          <CardSubmit busy={busy} label="Verify" busyLabel={AUTH_MESSAGES.signingIn} />
        </form>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <FormField label="Username" required>
            {input("username", username, setUsername, {
              ...plain,
              autoComplete: "username",
              disabled: locked,
            })}
          </FormField>
          <FormField label="Password" required>
            {input("password", password, setPassword, {
              type: "password",
              autoComplete: "current-password",
              disabled: locked,
            })}
          </FormField>
          <CardSubmit
            busy={busy}
            disabled={busy || locked}
            label="Sign In"
            busyLabel={AUTH_MESSAGES.signingIn}
          />
        </form>
      )}
    </RecoveryCard>
  );
}
