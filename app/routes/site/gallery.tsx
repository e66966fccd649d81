import { DeferredSection } from "#app/components/site/deferred/deferred-data.tsx";
import { GalleryView } from "#app/components/site/gallery/gallery-view.tsx";
import { SectionLoadFailed } from "#app/components/site/page-error.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { pageMeta } from "#app/components/site/seo.ts";
import { siteDataFromMatches } from "#app/components/site/site-data.ts";
import { en } from "#app/lib/messages.en.ts";
import { localeFromPathname } from "#contract/locales";
import { localizeGalleryImage } from "#contract/localize-content";
import { PUBLIC_MESSAGES } from "#contract/messages";
import { pageServicesContext } from "#server/request-context";
import { RESOURCE_SERVICES } from "#server/resources/served";
import type { Route } from "./+types/gallery";

const T = en.gallery;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteDataFromMatches(matches), {
    title: T.metaTitle,
    description: T.metaDescription,
    path: "/gallery",
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { database } = context.get(pageServicesContext);
  const locale = localeFromPathname(new URL(request.url).pathname);
  const images = await RESOURCE_SERVICES.gallery.list(database.db, { query: {}, admin: false });
  return { images: images.map((image) => localizeGalleryImage(image, locale)) };
}

/**
 * On a client navigation the page appears at once with a spinner, and the images follow; a first visit gets
 * them in the server's HTML.
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { images: serverLoader().then((data) => data.images) };
}

const FAILED = { title: T.errorTitle, message: PUBLIC_MESSAGES.galleryLoadFailed };

function GalleryHero() {
  return <PageHero title={T.heading} lead={T.lead} />;
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <GalleryHero />
      <DeferredSection value={loaderData.images} loadingLabel={T.loading} failed={FAILED}>
        {(images) => <GalleryView images={images} />}
      </DeferredSection>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <>
      <GalleryHero />
      <div className="section">
        <SectionLoadFailed {...FAILED} />
      </div>
    </>
  );
}
