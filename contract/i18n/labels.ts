// Labels of fixed values (a course's level, a blog category): stored and served in English, shown in the page's
// language. Each catalogue holds a `Record` over the value list, so a value added to the list without its Hindi
// label fails the typecheck.
/** The same list's values as their own English labels: an English page shows a fixed value exactly as stored. */
export function sameLabels<V extends string>(values: readonly V[]): Record<V, string> {
  return Object.fromEntries(values.map((v): [V, string] => [v, v])) as Record<V, string>;
}

/**
 * A stored fixed value's label in the page's language. Values outside the list (a row written before the list
 * changed) show as stored rather than blank.
 */
export function labelOf<V extends string>(labels: Readonly<Record<V, string>>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value as V] : value;
}
