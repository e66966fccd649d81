import { PUBLIC_MESSAGES } from "#contract/messages";
import { listProducts } from "#server/features/products/products.service";
import { pageServicesContext } from "#server/request-context";
import { DeferredSection } from "../../components/site/deferred/deferred-data";
import { SectionLoadFailed } from "../../components/site/page-error";
import { PageHero } from "../../components/site/page-hero";
import { ProductCatalogue } from "../../components/site/products/product-catalogue";
import { pageMeta } from "../../components/site/seo";
import { siteDataFromMatches } from "../../components/site/site-data";
import { en } from "../../lib/messages.en";
import type { Route } from "./+types/products";

const T = en.products;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteDataFromMatches(matches), {
    title: T.metaTitle,
    description: T.metaDescription,
    path: "/products",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { database } = context.get(pageServicesContext);
  return { products: await listProducts(database.db) };
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
