import type { AdminUser } from "#contract/schemas/auth";

export interface AuthenticatedAdmin extends AdminUser {
  adminId: number;
  sessionId: number;
  /** An owner requires two-factor sign-in and this person has not set it up: only their own account is open. */
  twoFactorMissing: boolean;
}

/** Hono's typing of what middleware puts on the context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    admin: AuthenticatedAdmin | undefined;
    cspNonce: string;
    /** Set by a POST that changes nothing the public sees, so that the caches are kept (api.ts). */
    contentUnchanged?: boolean;
  };
}
