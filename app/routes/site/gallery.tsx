import { ListPage, ListPageFailed } from "#app/components/site/deferred/deferred-data.tsx";
import { GalleryView } from "#app/components/site/gallery/gallery-view.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { showsInactive } from "#app/components/site/preview-banner.tsx";
import { cataloguePageMeta } from "#app/components/site/seo.ts";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { publicRows } from "#app/lib/public-list.server.ts";
import { hiGallery } from "#contract/i18n/hi/gallery";
import { hiPublicMessages } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { localizeGalleryImage } from "#contract/localize-content";
import { PUBLIC_MESSAGES } from "#contract/messages";
import { pageServicesContext } from "#server/request-context";
import { RESOURCE_SERVICES } from "#server/resources/served";
import type { Route } from "./+types/gallery";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return cataloguePageMeta(matches, en.gallery, hiGallery, {
    path: "/gallery",
    preview: showsInactive(loaderData?.images),
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(pageServicesContext);
  return {
    images: await publicRows(
      services,
      request,
      (db, admin) => RESOURCE_SERVICES.gallery.list(db, { query: {}, admin }),
      localizeGalleryImage,
    ),
  };
}

/**
 * On a client navigation the page appears at once with a spinner, and the images follow; a first visit gets
 * them in the server's HTML.
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { images: serverLoader().then((data) => data.images) };
}

/** The page around the images, also when they could not load. */
function useFrame() {
  const T = useText(en.gallery, hiGallery);
  const M = useText(PUBLIC_MESSAGES, hiPublicMessages);
  return {
    hero: <PageHero title={T.heading} lead={T.lead} />,
    failed: { title: T.errorTitle, message: M.galleryLoadFailed },
  };
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const T = useText(en.gallery, hiGallery);
  return (
    <ListPage {...useFrame()} value={loaderData.images} flagsInactive loadingLabel={T.loading}>
      {(images) => <GalleryView images={images} />}
    </ListPage>
  );
}

export function ErrorBoundary() {
  return <ListPageFailed {...useFrame()} />;
}
