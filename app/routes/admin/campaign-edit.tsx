// One newsletter campaign: compose a draft (subject and rich body, in the blog's editor), preview it in the mail
// frame, send a test to yourself, then send it to every active subscriber and follow its progress, with pause and
// resume. The editor is loaded only when this page needs it.
import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { FlashMessage, useFlash } from "#app/admin/components/flash.tsx";
import { FormActions, FormField, FormSection } from "#app/admin/components/form-helpers.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { RichTextField } from "#app/admin/components/rich-text-field.tsx";
import { StatusBadge } from "#app/admin/components/status-badge.tsx";
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import { flashAction } from "#app/admin/hooks/use-flash.ts";
import { formatDateTime } from "#app/admin/models/admin-format.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { CAMPAIGN_STATE_TONES, settledFraction } from "#app/admin/models/mail-states.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { CAMPAIGN_MESSAGES } from "#contract/admin-messages";
import { MAX_SHORT_TEXT } from "#contract/constants";
import type { Campaign, CampaignPreview } from "#contract/schemas/campaign";
import "#app/styles/admin-screens.css";
import "#app/styles/admin-mail.css";
import type { Route } from "./+types/campaign-edit";

export const meta: Route.MetaFunction = ({ params }) =>
  adminMeta(params.id ? "Newsletter campaign" : "New campaign");

const LOAD_FAILED = "Failed to load the campaign";
const SAVE_FAILED = "Failed to save the campaign";
const ACTION_FAILED = "The action failed";
/** How often a campaign being sent is read again for its progress. */
const POLL_MS = 2000;

type Busy = "save" | "preview" | "test" | "send" | "pause" | "resume" | null;

/** Whether the campaign still has mail on its way, so its figures will move. */
const inProgress = (c: Campaign) => c.state === "sending" || c.progress.pending > 0 || c.progress.queued > 0;

function Progress({ campaign }: { campaign: Campaign }) {
  const p = campaign.progress;
  const percent = Math.round(settledFraction(p) * 100);
  const headingId = useId();
  return (
    <section className="admin-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Progress</h2>
      <div className="admin-progress">
        <progress max={100} value={percent} aria-label="Campaign progress" />
        <span>{percent}%</span>
      </div>
      <p aria-live="polite" data-testid="campaign-progress">
        {p.sent} of {p.total} sent, {p.failed} failed, {p.unsubscribed} unsubscribed, {p.pending + p.queued}{" "}
        waiting.
      </p>
      <p>
        Started {formatDateTime(campaign.started_at)}
        {campaign.finished_at ? `; every mail queued ${formatDateTime(campaign.finished_at)}` : ""}.
      </p>
    </section>
  );
}

export default function CampaignEdit() {
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const navigate = useNavigate();
  const flash = useFlash();
  const subjectRef = useRef<HTMLInputElement>(null);
  const previewId = useId();

  const loaded = useApiData(
    async (signal) =>
      id === undefined
        ? undefined
        : (await apiRequest<Campaign>(`/campaigns/${id}`, { signal }, LOAD_FAILED)).data,
    [id],
    LOAD_FAILED,
  );
  const campaign = loaded.data;
  // The outcome of the last finished load: a failed poll stays on screen until one succeeds, rather than blinking
  // out each time the next poll starts.
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    if (!loaded.loading) setLoadError(loaded.error);
  }, [loaded.loading, loaded.error]);
  const setCampaign = (data: Campaign) => loaded.setData(() => data);
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [dirty, setDirty] = useState(false);
  const [subjectError, setSubjectError] = useState<string | undefined>(undefined);
  const [preview, setPreview] = useState<CampaignPreview | null>(null);
  const [busy, setBusy] = useState<Busy>(null);

  // The draft's text is taken once per campaign: afterwards the fields are the admin's.
  const loadedId = campaign?.campaign_id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when another campaign is loaded, not on each poll.
  useEffect(() => {
    if (!campaign) return;
    setSubject(campaign.subject);
    setBody(campaign.body_html);
    setDirty(false);
  }, [loadedId]);

  // While mail is on its way the figures are read again every few seconds.
  const polling = campaign ? inProgress(campaign) : false;
  const { reload } = loaded;
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => void reload(), POLL_MS);
    return () => clearInterval(timer);
  }, [polling, reload]);

  const draft = id === undefined || campaign?.state === "draft";

  function validSubject(): boolean {
    const trimmed = subject.trim();
    const error = !trimmed
      ? CAMPAIGN_MESSAGES.subjectRequired
      : trimmed.length > MAX_SHORT_TEXT
        ? `Subject must be at most ${MAX_SHORT_TEXT} characters`
        : undefined;
    setSubjectError(error);
    if (error) subjectRef.current?.focus();
    return !error;
  }

  /** Saves the draft if it changed (or was never saved); the campaign's id, or undefined when it could not. */
  async function save(force = false): Promise<number | undefined> {
    if (!validSubject()) return undefined;
    if (id !== undefined && !dirty && !force) return id;
    const { data } = await apiRequest<Campaign>(
      id === undefined ? "/campaigns" : `/campaigns/${id}`,
      { method: id === undefined ? "POST" : "PUT", body: { subject: subject.trim(), body_html: body } },
      SAVE_FAILED,
    );
    setDirty(false);
    // A new campaign is opened at its own address, which loads it.
    if (id === undefined) navigate(`/admin/campaigns/${data.campaign_id}`, { replace: true });
    else setCampaign(data);
    return data.campaign_id;
  }

  async function act(kind: Exclude<Busy, null>, run: () => Promise<string | undefined>) {
    setBusy(kind);
    await flashAction(flash, kind === "save" ? SAVE_FAILED : ACTION_FAILED, run);
    setBusy(null);
  }

  const onSave = () =>
    act("save", async () => ((await save(true)) === undefined ? undefined : CAMPAIGN_MESSAGES.updated));

  const onPreview = () =>
    act("preview", async () => {
      const saved = draft ? await save() : id;
      if (saved === undefined) return undefined;
      const { data } = await apiRequest<CampaignPreview>(`/campaigns/${saved}/preview`, {}, ACTION_FAILED);
      setPreview(data);
      return undefined;
    });

  const onTest = () =>
    act("test", async () => {
      const saved = draft ? await save() : id;
      if (saved === undefined) return undefined;
      const { message } = await apiRequest<Campaign>(
        `/campaigns/${saved}/test`,
        { method: "POST" },
        ACTION_FAILED,
      );
      return message ?? CAMPAIGN_MESSAGES.testQueued;
    });

  const onSend = () =>
    act("send", async () => {
      const saved = await save();
      if (saved === undefined || !window.confirm(CAMPAIGN_MESSAGES.confirmSend)) return undefined;
      const { data, message } = await apiRequest<Campaign>(
        `/campaigns/${saved}/send`,
        { method: "POST" },
        ACTION_FAILED,
      );
      setCampaign(data);
      return message ?? CAMPAIGN_MESSAGES.sending;
    });

  const move = (kind: "pause" | "resume") =>
    act(kind, async () => {
      const { data, message } = await apiRequest<Campaign>(
        `/campaigns/${id}/${kind}`,
        { method: "POST" },
        ACTION_FAILED,
      );
      setCampaign(data);
      return message;
    });

  if (id !== undefined && !campaign)
    return loadError ? (
      <>
        <PageHeader title="Newsletter campaign" />
        <Alert tone="error">{loadError}</Alert>
        <Link to="/admin/campaigns">Back to campaigns</Link>
      </>
    ) : (
      <Spinner label="Loading campaign..." showLabel />
    );

  const working = busy !== null;
  // Offered on a draft and on a sent campaign alike: the mail as it is, on screen or in one's own inbox.
  /** A button of one step; it names the step while it runs, and every step waits while another runs. */
  const step = (
    kind: Exclude<Busy, null>,
    tone: string,
    [label, busyLabel]: readonly [string, string],
    onClick?: () => void,
    extra: { disabled?: boolean; describedBy?: string } = {},
  ) => (
    <button
      type={onClick ? "button" : "submit"}
      className={`btn btn--${tone}`}
      disabled={working || extra.disabled}
      aria-describedby={extra.describedBy}
      onClick={onClick}
    >
      {busy === kind ? busyLabel : label}
    </button>
  );
  const previewAndTest = (
    <>
      {step("preview", "ghost", ["Preview", "Loading preview..."], () => void onPreview())}
      {step("test", "secondary", ["Send test to me", "Sending test..."], () => void onTest())}
    </>
  );
  return (
    <>
      <PageHeader
        title={id === undefined ? "New campaign" : campaign?.subject}
        subtitle={
          campaign ? (
            <StatusBadge status={campaign.state} tone={CAMPAIGN_STATE_TONES[campaign.state]} />
          ) : (
            "Write the newsletter, save it as a draft, and try it on yourself before sending it."
          )
        }
        actions={
          <Link className="btn btn--ghost" to="/admin/campaigns">
            All campaigns
          </Link>
        }
      />
      <FlashMessage flash={flash} />
      {loadError ? <Alert tone="error">{loadError}</Alert> : null}

      {campaign && campaign.state !== "draft" ? <Progress campaign={campaign} /> : null}

      {draft ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void onSave();
          }}
        >
          <FormSection title="Newsletter">
            <FormField label="Subject" required error={subjectError}>
              {(c) => (
                <input
                  {...c}
                  ref={subjectRef}
                  type="text"
                  maxLength={MAX_SHORT_TEXT}
                  value={subject}
                  onChange={(e) => {
                    setSubject(e.target.value);
                    setDirty(true);
                  }}
                />
              )}
            </FormField>
            <RichTextField
              key={loadedId ?? "new"}
              label="Body"
              initialHtml={campaign?.body_html ?? ""}
              onChange={(html) => {
                setBody(html);
                setDirty(true);
              }}
              onError={(m) => flash.error(m)}
            />
          </FormSection>
          <FormActions>
            {step("save", "secondary", ["Save draft", "Saving..."])}
            {previewAndTest}
            {step("send", "primary", ["Send to all active subscribers", "Sending..."], () => void onSend(), {
              disabled: id === undefined,
              describedBy: id === undefined ? "campaign-send-hint" : undefined,
            })}
          </FormActions>
          {/* Said on the page, not in a tooltip: a phone, a keyboard or a screen reader never shows a tooltip. */}
          {id === undefined ? (
            <p id="campaign-send-hint" className="admin-muted">
              {CAMPAIGN_MESSAGES.saveBeforeSending}
            </p>
          ) : null}
        </form>
      ) : (
        <div className="admin-row-actions">
          {campaign?.state === "sending"
            ? step("pause", "secondary", ["Pause", "Pausing..."], () => void move("pause"))
            : null}
          {campaign?.state === "paused"
            ? step("resume", "primary", ["Resume", "Resuming..."], () => void move("resume"))
            : null}
          {previewAndTest}
        </div>
      )}

      {preview ? (
        <section className="admin-panel" aria-labelledby={previewId}>
          <h2 id={previewId}>Preview: {preview.subject}</h2>
          {/* No scripts, no same-origin access: the mail is shown, never run. */}
          <iframe
            title="Preview of the newsletter mail"
            sandbox=""
            srcDoc={preview.html}
            className="admin-mail-preview"
          />
        </section>
      ) : null}
    </>
  );
}
