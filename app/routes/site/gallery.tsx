import { PUBLIC_MESSAGES } from "#contract/messages";
import { listGalleryImages } from "#server/features/gallery/gallery.service";
import { pageServicesContext } from "#server/request-context";
import { DeferredSection } from "../../components/site/deferred/deferred-data";
import { GalleryView } from "../../components/site/gallery/gallery-view";
import { SectionLoadFailed } from "../../components/site/page-error";
import { PageHero } from "../../components/site/page-hero";
import { pageMeta } from "../../components/site/seo";
import { siteDataFromMatches } from "../../components/site/site-data";
import { en } from "../../lib/messages.en";
import type { Route } from "./+types/gallery";

const T = en.gallery;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteDataFromMatches(matches), {
    title: T.metaTitle,
    description: T.metaDescription,
    path: "/gallery",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { database } = context.get(pageServicesContext);
  return { images: await listGalleryImages(database.db, { is_active: true }) };
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
