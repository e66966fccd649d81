import { en } from "#app/lib/messages.en.ts";

const T = en.consultation;

export function ServiceCards() {
  return (
    <section className="services" aria-labelledby="services-title">
      <h2 id="services-title">{T.servicesTitle}</h2>
      <ul className="services__grid">
        {T.services.map((service, i) => (
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
