// A course's upcoming batches on its page: when, how, where, the fee (and the early-bird fee while it lasts), and
// how many seats are left, with a button to enrol in each (or to join its waiting list). In the server's HTML.
import type { BatchView } from "#app/lib/batch-view.ts";
import { useText } from "#app/lib/i18n/catalogue.ts";
import type { Catalogue } from "#contract/i18n/catalogue";
import { hiBatches } from "#contract/i18n/hi/batches";
import { en, type SiteText } from "#contract/i18n/messages.en";
import { fallbackLang } from "#contract/locales";

export interface EnrolTrigger {
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: (batchId: number) => void;
}

export function seatsText(t: Catalogue<SiteText["batches"]>, batch: BatchView): string {
  if (!batch.enrolment_open) return batch.status === "full" && batch.waitlist ? t.fullWaitlist : t.closed;
  if (batch.seats_left > 0) return t.seatsLeft(batch.seats_left);
  return t.fullWaitlist;
}

export const useBatchText = () => useText(en.batches, hiBatches);

export function BatchList({ batches, trigger }: { batches: BatchView[]; trigger: EnrolTrigger }) {
  const t = useBatchText();
  return (
    <section aria-labelledby="course-batches-heading" className="course-batches">
      <h2 id="course-batches-heading" className="course-batches__title">
        {t.heading}
      </h2>
      <p className="course-batches__intro">{t.intro}</p>
      <ul className="batch-list">
        {batches.map((batch) => {
          const full = batch.seats_left <= 0;
          return (
            <li key={batch.batch_id} className="batch-card">
              <h3 className="batch-card__dates">
                <time dateTime={batch.starts_on}>{batch.dates}</time>
              </h3>
              <dl className="batch-card__facts">
                {batch.schedule ? (
                  <div>
                    <dt>{t.schedule}</dt>
                    <dd lang={fallbackLang(batch, "schedule")}>{batch.schedule}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t.mode}</dt>
                  <dd>{batch.mode}</dd>
                </div>
                {batch.venue ? (
                  <div>
                    <dt>{t.venue}</dt>
                    <dd lang={fallbackLang(batch, "venue")}>{batch.venue}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t.language}</dt>
                  <dd lang={fallbackLang(batch, "language")}>{batch.language}</dd>
                </div>
                <div>
                  <dt>{t.fee}</dt>
                  <dd>
                    {batch.fee}
                    {batch.earlyBird ? <span className="batch-card__early">{batch.earlyBird}</span> : null}
                    {batch.pay_at_academy ? <span className="batch-card__note">{t.payAtAcademy}</span> : null}
                  </dd>
                </div>
              </dl>
              <p
                className={`batch-card__seats${full || !batch.enrolment_open ? " batch-card__seats--full" : ""}`}
              >
                {seatsText(t, batch)}
              </p>
              {batch.enrolment_open ? (
                <button
                  type="button"
                  className={`btn ${full ? "btn--secondary" : "btn--primary"} batch-card__action`}
                  aria-label={full ? t.waitlistLabel(batch.dates) : t.enrolLabel(batch.dates)}
                  onPointerEnter={trigger.onPointerEnter}
                  onFocus={trigger.onFocus}
                  onClick={() => trigger.onClick(batch.batch_id)}
                >
                  {full ? t.joinWaitlist : t.enrol}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
