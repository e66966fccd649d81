// The dashboard's "Remove demo content" for owners: shown while rows of the demo content are left, it asks for
// confirmation in the shared dialog, then deletes them through DELETE /api/demo-content.
import { useState } from "react";
import { AdminModal } from "#app/admin/components/admin-modal.tsx";
import { FlashMessage } from "#app/admin/components/flash.tsx";
import { flashAction, useFlash } from "#app/admin/hooks/use-flash.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { ADMIN_MESSAGES, CONFIRM_MESSAGES } from "#contract/messages";
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
  // The answer stays until dismissed.
  const flash = useFlash({ successMs: null, errorMs: null });

  async function remove() {
    setBusy(true);
    const failed = ADMIN_MESSAGES.demoContentRemoveFailed;
    await flashAction(flash, failed, async () => {
      const { message } = await apiRequest("/demo-content", { method: "DELETE" }, failed).finally(() =>
        setOpen(false),
      );
      flash.success(message || ADMIN_MESSAGES.demoContentRemoved);
      await onRemoved();
    });
    setBusy(false);
  }

  return (
    <>
      <FlashMessage flash={flash} />
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
