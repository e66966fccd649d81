export function ServiceCards({
  title,
  services,
}: {
  title: string;
  services: readonly { title: string; text: string }[];
}) {
  return (
    <section className="services" aria-labelledby="services-title">
      <h2 id="services-title">{title}</h2>
      <ul className="services__grid">
        {services.map((service, i) => (
          <li key={service.title} className="service-card">
            <span className="service-card__index" aria-hidden="true">
              {String(i + 1).padStart(2, "0")}
            </span>
            <h3 className="service-card__title">{service.title}</h3>
            <p className="service-card__text">{service.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
