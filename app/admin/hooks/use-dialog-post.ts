// One POST from a small admin dialog (refund, record a payment): busy while it is on its way, and the server's
// refusal shown on the field it names, or above the form.
import { useState } from "react";
import { apiRequest } from "#app/lib/api-client.ts";
import { errorMessage } from "./use-api-data.ts";

export interface DialogError {
  field?: string;
  message: string;
}

export function useDialogPost() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<DialogError | null>(null);

  /** Sends `body`; on success hands the server's message (or `done`) to `onDone`. */
  async function post(
    path: string,
    body: unknown,
    failed: string,
    done: string,
    onDone: (message: string) => void,
  ) {
    setBusy(true);
    setError(null);
    try {
      const { message } = await apiRequest(path, { method: "POST", body }, failed);
      onDone(message ?? done);
    } catch (err) {
      const fields = (err as { errors?: DialogError[] }).errors;
      setError(fields?.[0] ?? { message: errorMessage(err, failed) });
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (field: string) => (error?.field === field ? error.message : undefined);
  return { busy, error, setError, post, fieldError };
}
