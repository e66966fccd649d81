// Admin sign-in. The failed-attempt counter lives only in this page: after 5 failures the form
// locks for 5 minutes. The server keeps its own lock per username whatever the browser does.
import { type FormEvent, useEffect, useState } from "react";
import { Link, redirect, useNavigate } from "react-router";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { getAdminToken, saveAdminSession } from "#app/lib/admin-session.ts";
import { ApiError, apiRequest } from "#app/lib/api-client.ts";
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILED_ATTEMPTS } from "#contract/constants";
import { AUTH_MESSAGES } from "#contract/messages";
import type { LoginResult } from "#contract/schemas/auth";
import "#app/styles/admin.css";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => adminMeta("Sign in");

export const DASHBOARD_PATH = "/admin/dashboard";

/** A stored session goes straight to the dashboard, whose guard checks the token with the server. */
export function clientLoader() {
  if (getAdminToken()) throw redirect(DASHBOARD_PATH);
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
    setBusy(true);
    setError(null);
    try {
      const { data } = await apiRequest<LoginResult>(
        "/auth/login",
        { method: "POST", body: { username: username.trim(), password } },
        AUTH_MESSAGES.loginFailed,
      );
      saveAdminSession(data.token, data.admin);
      setFailures(0);
      navigate(DASHBOARD_PATH, { replace: true });
    } catch (err) {
      setBusy(false);
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
    }
  }

  const disabled = busy || locked;
  return (
    <main className="admin-login">
      <div className="admin-login__card">
        <h1>Admin Login</h1>
        <p className="admin-muted" style={{ textAlign: "center" }}>
          Sign in to manage the academy website.
        </p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <form onSubmit={onSubmit} noValidate>
          <FormField label="Username" required>
            {(control) => (
              <input
                {...control}
                name="username"
                type="text"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                disabled={locked}
              />
            )}
          </FormField>
          <FormField label="Password" required>
            {(control) => (
              <input
                {...control}
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                disabled={locked}
              />
            )}
          </FormField>
          <button type="submit" className="btn btn--primary" disabled={disabled}>
            {busy ? AUTH_MESSAGES.signingIn : "Sign In"}
          </button>
        </form>
        <p className="admin-login__aside">
          <Link to="/admin/forgot-password">Forgot password?</Link>
        </p>
      </div>
    </main>
  );
}
