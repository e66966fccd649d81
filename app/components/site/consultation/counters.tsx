import { en } from "#app/lib/messages.en.ts";
import { CONSULTATION_COUNTERS, COUNTER_DURATION_MS } from "#contract/constants";
import { AnimatedCounter } from "./animated-counter";

const T = en.consultation;

export function Counters() {
  return (
    <section className="counters" aria-label={T.countersLabel}>
      <ul className="counters__list">
        {CONSULTATION_COUNTERS.map((c) => (
          <li key={c.label} className="counter">
            <AnimatedCounter value={c.value} durationMs={COUNTER_DURATION_MS} />
            <span className="counter__label">{c.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
