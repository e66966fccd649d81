// A page section under its own heading (and an optional lead), the heading naming the section for screen readers.
import type { ReactNode } from "react";

export function TitledSection({
  id,
  heading,
  lead,
  centered = false,
  tone,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  heading: string;
  lead?: string;
  centered?: boolean;
  tone?: "sand" | "surface";
  children: ReactNode;
}) {
  return (
    <section className={tone ? `section section--${tone}` : "section"} aria-labelledby={id}>
      <div className="container">
        <div className={centered ? "section__header section__header--center" : "section__header"}>
          <h2 id={id} className="section__title">
            {heading}
          </h2>
          {lead ? <p className="section__lead">{lead}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

/** Short points, each a title and a sentence, as a list styled by `className` (its items `${className}__item`). */
export function PointList({
  items,
  className,
}: {
  items: readonly { title: string; text: string }[];
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title} className={`${className}__item`}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
