// The band at the top of a public page: its one <h1> and a lead paragraph, with an optional tag line above.
export function PageHero({ title, lead, eyebrow }: { title: string; lead: string; eyebrow?: string }) {
  return (
    <header className="page-hero">
      <div className="container">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="page-hero__title">{title}</h1>
        <p className="page-hero__lead">{lead}</p>
      </div>
    </header>
  );
}
