import type { AdminUser } from "#contract/schemas/auth";

export interface AuthenticatedAdmin extends AdminUser {
  adminId: number;
  sessionId: number;
}

/** Hono's typing of what middleware puts on the context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    admin: AuthenticatedAdmin | undefined;
    cspNonce: string;
  };
}
