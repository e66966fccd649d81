import { listTestimonials } from "#server/features/testimonials/testimonials.service";
import { pageServicesContext } from "#server/request-context";
import type { Route } from "./+types/home";

export function meta() {
  return [{ title: "Vastu Academy Varanasi" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { database } = context.get(pageServicesContext);
  return { testimonials: await listTestimonials(database.db, { is_active: true }) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>Vastu Academy Varanasi</h1>
      <ul>
        {loaderData.testimonials.map((t) => (
          <li key={t.testimonial_id}>{t.name}</li>
        ))}
      </ul>
    </main>
  );
}
