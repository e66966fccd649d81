import { PUBLIC_MESSAGES } from "#contract/messages";
import { listProducts } from "#server/features/products/products.service";
import { pageServicesContext } from "#server/request-context";
import { DeferredData } from "../../components/site/deferred/deferred-data";
import { PageError, RetryButton } from "../../components/site/page-error";
import { ProductCatalogue } from "../../components/site/products/product-catalogue";
import { pageMeta } from "../../components/site/seo";
import { siteDataFromMatches } from "../../components/site/site-data";
import { Spinner } from "../../components/ui/spinner";
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

function ProductsHero() {
  return (
    <header className="page-hero">
      <div className="container">
        <p className="eyebrow">{PUBLIC_MESSAGES.productsTag}</p>
        <h1 className="page-hero__title">{PUBLIC_MESSAGES.productsHeading}</h1>
        <p className="page-hero__lead">{T.lead}</p>
      </div>
    </header>
  );
}

function LoadFailed() {
  return (
    <PageError
      title={PUBLIC_MESSAGES.productsErrorTitle}
      message={PUBLIC_MESSAGES.productsLoadFailed}
      headingLevel={2}
    >
      <RetryButton label={PUBLIC_MESSAGES.retry} />
    </PageError>
  );
}

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ProductsHero />
      <div className="section">
        <DeferredData
          value={loaderData.products}
          errorElement={<LoadFailed />}
          fallback={
            <div className="container">
              <Spinner label={PUBLIC_MESSAGES.productsLoading} showLabel />
            </div>
          }
        >
          {(products) => (
            <div className="container">
              <ProductCatalogue products={products} />
            </div>
          )}
        </DeferredData>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <>
      <ProductsHero />
      <div className="section">
        <LoadFailed />
      </div>
    </>
  );
}
