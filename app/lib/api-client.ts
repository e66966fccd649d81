// The browser's client of our /api: JSON or multipart bodies, no-cache headers, the stored bearer token,
// and the spec's rule that any 401 ends the admin session and returns to the login page.
import type { FieldError, ListMeta } from "#contract/schemas/common";
import { clearAdminSession, getAdminToken, markSessionEnded } from "./admin-session";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
}

export interface ApiResult<T> {
  data: T;
  message?: string;
  meta?: ListMeta;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Query;
  /** A plain object goes as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Called with 0..1 while a multipart body uploads (uses XMLHttpRequest, which reports upload progress). */
  onUploadProgress?: (fraction: number) => void;
}

export const LOGIN_PATH = "/admin/login";
/** The sign-in page, asked to come back to `path` (an admin page, with its query) once signed in. */
export const loginReturningTo = (path: string) => `${LOGIN_PATH}?next=${encodeURIComponent(path)}`;

export function apiUrl(path: string, query?: Query): string {
  const url = `/api${path.startsWith("/") ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== "") params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function onUnauthorized() {
  clearAdminSession();
  if (
    typeof window !== "undefined" &&
    window.location.pathname.startsWith("/admin") &&
    window.location.pathname !== LOGIN_PATH
  ) {
    markSessionEnded();
    window.location.assign(loginReturningTo(window.location.pathname + window.location.search));
  }
}

export function buildHeaders(body: unknown): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Cache-Control": "no-cache",
    Pragma: "no-cache",
  };
  const token = getAdminToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined && !(body instanceof FormData)) headers["Content-Type"] = "application/json";
  return headers;
}

export function toResult<T>(status: number, text: string, fallbackMessage: string): ApiResult<T> {
  let payload: { success?: boolean; data?: T; message?: string; meta?: ListMeta; errors?: FieldError[] } = {};
  try {
    payload = text ? JSON.parse(text) : {};
  } catch {
    // Any 401 ends the session, also one whose body is not our JSON (a proxy's own page).
    if (status === 401) onUnauthorized();
    throw new ApiError(fallbackMessage, status);
  }
  if (status === 401) {
    onUnauthorized();
    throw new ApiError(payload.message ?? fallbackMessage, 401);
  }
  if (status >= 400 || payload.success === false)
    throw new ApiError(payload.message ?? fallbackMessage, status, payload.errors ?? []);
  return { data: payload.data as T, message: payload.message, meta: payload.meta };
}

function sendWithProgress(
  url: string,
  method: string,
  body: FormData,
  onProgress: (f: number) => void,
  signal?: AbortSignal,
) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [k, v] of Object.entries(buildHeaders(body))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError("Network error", 0));
    signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(body);
  });
}

/**
 * Calls the API and returns `{data, message, meta}`; throws ApiError with the server's message (or
 * `fallbackMessage` when there is none, e.g. a network failure) on any error.
 */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
  fallbackMessage = "Request failed",
): Promise<ApiResult<T>> {
  const method = options.method ?? "GET";
  const url = apiUrl(path, options.query);
  const body = options.body;
  try {
    if (body instanceof FormData && options.onUploadProgress) {
      const { status, text } = await sendWithProgress(
        url,
        method,
        body,
        options.onUploadProgress,
        options.signal,
      );
      return toResult<T>(status, text, fallbackMessage);
    }
    const res = await fetch(url, {
      method,
      headers: buildHeaders(body),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: options.signal,
      cache: "no-store",
    });
    return toResult<T>(res.status, await res.text(), fallbackMessage);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if ((err as Error)?.name === "AbortError") throw err;
    throw new ApiError(fallbackMessage, 0);
  }
}
