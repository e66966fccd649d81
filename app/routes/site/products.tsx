import { ListPage, ListPageFailed } from "#app/components/site/deferred/deferred-data.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { showsInactive } from "#app/components/site/preview-banner.tsx";
import { ProductCatalogue } from "#app/components/site/products/product-catalogue.tsx";
import { cataloguePageMeta } from "#app/components/site/seo.ts";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { publicRows } from "#app/lib/public-list.server.ts";
import { hiProducts } from "#contract/i18n/hi/products";
import { hiPublicMessages } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { localizeProduct } from "#contract/localize-content";
import { PUBLIC_MESSAGES } from "#contract/messages";
import { productsService } from "#server/features/products/products.service";
import { pageServicesContext } from "#server/request-context";
import type { Route } from "./+types/products";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return cataloguePageMeta(matches, en.products, hiProducts, {
    path: "/products",
    preview: showsInactive(loaderData?.products),
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(pageServicesContext);
  return {
    products: await publicRows(
      services,
      request,
      (db, admin) => productsService.list(db, { query: {}, admin }),
      localizeProduct,
    ),
  };
}

/**
 * On a client navigation the page appears at once with the spec's "Loading products..." spinner, and the
 * products follow; a first visit gets them in the server's HTML.
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { products: serverLoader().then((data) => data.products) };
}

/** The page around the catalogue, also when it could not load. */
function useFrame() {
  const T = useText(en.products, hiProducts);
  const M = useText(PUBLIC_MESSAGES, hiPublicMessages);
  return {
    hero: <PageHero eyebrow={M.productsTag} title={M.productsHeading} lead={T.lead} />,
    failed: { title: M.productsErrorTitle, message: M.productsLoadFailed },
  };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const M = useText(PUBLIC_MESSAGES, hiPublicMessages);
  return (
    <ListPage {...useFrame()} value={loaderData.products} flagsInactive loadingLabel={M.productsLoading}>
      {(products) => <ProductCatalogue products={products} />}
    </ListPage>
  );
}

export function ErrorBoundary() {
  return <ListPageFailed {...useFrame()} />;
}
