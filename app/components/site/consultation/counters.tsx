import { useText } from "#app/lib/i18n/catalogue.ts";
import { COUNTER_DURATION_MS } from "#contract/constants";
import { hiConsultation } from "#contract/i18n/hi/consultation";
import { en } from "#contract/i18n/messages.en";
import { AnimatedCounter } from "./animated-counter";

export function Counters({ counters }: { counters: readonly { value: number; label: string }[] }) {
  const T = useText(en.consultation, hiConsultation);
  return (
    <section className="counters" aria-label={T.countersLabel}>
      <ul className="counters__list">
        {counters.map((c) => (
          <li key={c.label} className="counter">
            <AnimatedCounter value={c.value} durationMs={COUNTER_DURATION_MS} />
            <span className="counter__label">{c.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
