// Counts from 0 up to `value` over `durationMs` once the number scrolls into view. The server renders the final
// number, so visitors without JavaScript (and search engines) see it; so does anyone who prefers reduced motion.
import { useEffect, useRef, useState } from "react";

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

export function AnimatedCounter({ value, durationMs }: { value: number; durationMs: number }) {
  const [shown, setShown] = useState(value);
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    setShown(0);
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / durationMs);
          setShown(Math.round(value * easeOutCubic(progress)));
          if (progress < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.5 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, durationMs]);

  return (
    <>
      {/* Screen readers get the real figure once, not every frame of the count. */}
      <span ref={ref} aria-hidden="true" className="counter__number">
        {shown}
      </span>
      <span className="visually-hidden">{value}</span>
    </>
  );
}
