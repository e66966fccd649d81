import { ContactDetails } from "#app/components/site/contact/contact-details.tsx";
import { ContactForm } from "#app/components/site/contact/contact-form.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { cataloguePageMeta } from "#app/components/site/seo.ts";
import { useSiteData } from "#app/components/site/site-data.ts";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { idParam } from "#contract/fields";
import { hiContact } from "#contract/i18n/hi/contact";
import { en } from "#contract/i18n/messages.en";
import { localeFromPathname } from "#contract/locales";
import { localizeProduct } from "#contract/localize-content";
import { NotFound } from "#server/domain-errors";
import { productsService } from "#server/features/products/products.service";
import { pageServicesContext } from "#server/request-context";
import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  return cataloguePageMeta(matches, en.contact, hiContact, { path: "/contact" });
}

/**
 * "Enquire Now" on a product opens /contact?product={id}: the form then names that product. Anything else in the
 * parameter (a bad id, a product gone or hidden) is a plain contact page, never an error: the visitor still wants
 * to write to us. The page cache keys on this parameter (server/cache/page-query-params.ts).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The same id rule as the API's /:id paths.
  const id = idParam.safeParse(url.searchParams.get("product") ?? "");
  if (!id.success) return { product: null };
  const { database, staffPreview } = context.get(pageServicesContext);
  try {
    const product = await productsService.get(database.db, id.data, { admin: staffPreview });
    return {
      product: {
        name: localizeProduct(product, localeFromPathname(url.pathname)).name,
        // For staff, who read the back office in English: the stored name, whatever the page's language.
        subject: `Product enquiry: ${product.name}`,
      },
    };
  } catch (error) {
    if (error instanceof NotFound) return { product: null };
    throw error;
  }
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const T = useText(en.contact, hiContact);
  const { settings } = useSiteData();
  return (
    <>
      <PageHero title={T.heading} lead={T.lead} />
      <div className="section">
        <div className="container contact-layout">
          <div className="contact-layout__form">
            <ContactForm product={loaderData.product} />
          </div>
          <ContactDetails settings={settings} />
        </div>
      </div>
    </>
  );
}
