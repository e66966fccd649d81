// Success and error messages that disappear by themselves (e.g. newsletter 3 s success, 5 s error)
// and can always be dismissed by hand.
import { useCallback, useEffect, useRef, useState } from "react";
import { NEWSLETTER_ADMIN_ERROR_FADE_MS, NEWSLETTER_ADMIN_SUCCESS_FADE_MS } from "#contract/constants";
import { errorMessage } from "./use-api-data.ts";

export interface Flash {
  tone: "success" | "error";
  text: string;
  /** Changes on every show, so showing the same text twice restarts the timer. */
  key: number;
}

/** The spec's admin fade times; the newsletter screen names them, the other screens follow the same rhythm. */
export const FLASH_SUCCESS_MS = NEWSLETTER_ADMIN_SUCCESS_FADE_MS;
export const FLASH_ERROR_MS = NEWSLETTER_ADMIN_ERROR_FADE_MS;

export interface FlashControls {
  current: Flash | null;
  /** `ms` null keeps the message until dismissed. */
  success: (text: string, ms?: number | null) => void;
  error: (text: string, ms?: number | null) => void;
  clear: () => void;
}

export function useFlash(
  defaults: { successMs?: number | null; errorMs?: number | null } = {},
): FlashControls {
  const successMs = defaults.successMs === undefined ? FLASH_SUCCESS_MS : defaults.successMs;
  const errorMs = defaults.errorMs === undefined ? FLASH_ERROR_MS : defaults.errorMs;
  const [current, setCurrent] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const counter = useRef(0);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setCurrent(null);
  }, []);

  /** `ms` undefined: the tone's default time. */
  const show = useCallback(
    (tone: Flash["tone"], text: string, ms = tone === "success" ? successMs : errorMs) => {
      clearTimeout(timer.current);
      counter.current += 1;
      setCurrent({ tone, text, key: counter.current });
      if (ms !== null && ms > 0) timer.current = setTimeout(() => setCurrent(null), ms);
    },
    [successMs, errorMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  const success = useCallback((text: string, ms?: number | null) => show("success", text, ms), [show]);
  const error = useCallback((text: string, ms?: number | null) => show("error", text, ms), [show]);
  return { current, success, error, clear };
}

/**
 * One request behind a button: the last message goes, the request runs, and a text it returns is said as a
 * success; a failure says the server's words, else `failed`.
 */
export async function flashAction(
  flash: FlashControls,
  failed: string,
  action: () => Promise<unknown>,
): Promise<void> {
  flash.clear();
  try {
    const success = await action();
    if (typeof success === "string" && success) flash.success(success);
  } catch (err) {
    flash.error(errorMessage(err, failed));
  }
}
