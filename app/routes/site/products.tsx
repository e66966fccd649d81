import { DeferredSection } from "#app/components/site/deferred/deferred-data.tsx";
import { SectionLoadFailed } from "#app/components/site/page-error.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { ProductCatalogue } from "#app/components/site/products/product-catalogue.tsx";
import { pageMeta } from "#app/components/site/seo.ts";
import { siteDataFromMatches } from "#app/components/site/site-data.ts";
import { en } from "#app/lib/messages.en.ts";
import { localeFromPathname } from "#contract/locales";
import { localizeProduct } from "#contract/localize-content";
import { PUBLIC_MESSAGES } from "#contract/messages";
import { productsService } from "#server/features/products/products.service";
import { pageServicesContext } from "#server/request-context";
import type { Route } from "./+types/products";

const T = en.products;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteDataFromMatches(matches), {
    title: T.metaTitle,
    description: T.metaDescription,
    path: "/products",
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { database } = context.get(pageServicesContext);
  const locale = localeFromPathname(new URL(request.url).pathname);
  const products = await productsService.list(database.db, { query: {}, admin: false });
  return { products: products.map((product) => localizeProduct(product, locale)) };
}

/**
 * On a client navigation the page appears at once with the spec's "Loading products..." spinner, and the
 * products follow; a first visit gets them in the server's HTML.
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { products: serverLoader().then((data) => data.products) };
}

const FAILED = { title: PUBLIC_MESSAGES.productsErrorTitle, message: PUBLIC_MESSAGES.productsLoadFailed };

function ProductsHero() {
  return (
    <PageHero eyebrow={PUBLIC_MESSAGES.productsTag} title={PUBLIC_MESSAGES.productsHeading} lead={T.lead} />
  );
}

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ProductsHero />
      <DeferredSection
        value={loaderData.products}
        loadingLabel={PUBLIC_MESSAGES.productsLoading}
        failed={FAILED}
      >
        {(products) => <ProductCatalogue products={products} />}
      </DeferredSection>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <>
      <ProductsHero />
      <div className="section">
        <SectionLoadFailed {...FAILED} />
      </div>
    </>
  );
}
