// The dashboard's "Remove demo content" for owners: shown while rows of the demo content are left, it asks for
// confirmation in the shared dialog, then deletes them through DELETE /api/demo-content.
import { useState } from "react";
import { AdminModal } from "#app/admin/components/admin-modal.tsx";
import { focusPastMessage } from "#app/admin/components/flash.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { ApiError, apiRequest } from "#app/lib/api-client.ts";
import { ADMIN_MESSAGES, CONFIRM_MESSAGES } from "#contract/admin-messages";
import type { DemoContentCounts } from "#contract/schemas/demo-content";

const KIND_LABELS: [keyof DemoContentCounts, string, string][] = [
  ["courses", "course", "courses"],
  ["blogs", "blog post", "blog posts"],
  ["products", "product", "products"],
  ["gallery", "gallery image", "gallery images"],
  ["testimonials", "testimonial", "testimonials"],
  ["categories", "course category", "course categories"],
];

/** "3 courses, 1 blog post and 4 testimonials". */
export function demoCountsText(counts: DemoContentCounts): string {
  const parts = KIND_LABELS.filter(([kind]) => counts[kind] > 0).map(
    ([kind, one, many]) => `${counts[kind]} ${counts[kind] === 1 ? one : many}`,
  );
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "");
}

export function DemoContentNotice({
  counts,
  onRemoved,
}: {
  /** What is left of the demo content; null when none is (or the role may not remove it). */
  counts: DemoContentCounts | null;
  onRemoved: () => Promise<void> | void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function remove() {
    setBusy(true);
    try {
      const { message } = await apiRequest<DemoContentCounts>(
        "/demo-content",
        { method: "DELETE" },
        ADMIN_MESSAGES.demoContentRemoveFailed,
      );
      setOpen(false);
      setResult({ tone: "success", text: message || ADMIN_MESSAGES.demoContentRemoved });
      await onRemoved();
    } catch (err) {
      setOpen(false);
      const text =
        err instanceof ApiError && err.message ? err.message : ADMIN_MESSAGES.demoContentRemoveFailed;
      setResult({ tone: "error", text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {result ? (
        <Alert
          tone={result.tone}
          onDismiss={(event) => {
            focusPastMessage(event.currentTarget);
            setResult(null);
          }}
        >
          {result.text}
        </Alert>
      ) : null}
      {counts ? (
        <Alert tone="info">
          <span data-testid="demo-content">
            {ADMIN_MESSAGES.demoContentPresent} ({demoCountsText(counts)}){" "}
          </span>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => setOpen(true)}>
            {ADMIN_MESSAGES.removeDemoContent}
          </button>
        </Alert>
      ) : null}
      <AdminModal
        open={open}
        onClose={() => (busy ? undefined : setOpen(false))}
        title={ADMIN_MESSAGES.removeDemoContent}
        maxWidth={520}
        footer={
          <>
            <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </button>
            <button type="button" className="btn btn--danger" onClick={() => void remove()} disabled={busy}>
              {busy ? "Removing..." : ADMIN_MESSAGES.removeDemoContent}
            </button>
          </>
        }
      >
        <p>{CONFIRM_MESSAGES.removeDemoContent}</p>
        {counts ? <p>To be removed: {demoCountsText(counts)}.</p> : null}
      </AdminModal>
    </>
  );
}
