/** The visitor asked the system for less motion: jump instead of animating, and do not rotate content. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
