// One content field on a public page in the page's language. A field the page shows in English because it has no
// translation yet (`fallback_fields`, contract/localize-content.ts) is marked `lang="en"`, so screen readers
// and browsers pronounce, hyphenate and render it as English; every other field inherits the page's language.
import type { ElementType, ReactNode } from "react";
import { fallbackLang } from "#contract/locales";

export { fallbackLang };

type Props<F extends string> = {
  /** The element to render: "h2", "p", "span"… */
  as?: ElementType;
  item: { fallback_fields?: string[] } & Partial<Record<F, unknown>>;
  field: F;
  className?: string;
  /** What to render instead of the field's own text (a formatted version of it). */
  children?: ReactNode;
};

export function LocalizedText<F extends string>({
  as: Tag = "span",
  item,
  field,
  className,
  children,
}: Props<F>) {
  return (
    <Tag className={className} lang={fallbackLang(item, field)}>
      {children ?? String(item[field] ?? "")}
    </Tag>
  );
}
