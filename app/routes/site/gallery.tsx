import { PUBLIC_MESSAGES } from "#contract/messages";
import { listGalleryImages } from "#server/features/gallery/gallery.service";
import { pageServicesContext } from "#server/request-context";
import { DeferredData } from "../../components/site/deferred/deferred-data";
import { GalleryView } from "../../components/site/gallery/gallery-view";
import { PageError, RetryButton } from "../../components/site/page-error";
import { pageMeta } from "../../components/site/seo";
import { siteDataFromMatches } from "../../components/site/site-data";
import { Spinner } from "../../components/ui/spinner";
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

function GalleryHero() {
  return (
    <header className="page-hero">
      <div className="container">
        <h1 className="page-hero__title">{T.heading}</h1>
        <p className="page-hero__lead">{T.lead}</p>
      </div>
    </header>
  );
}

function LoadFailed() {
  return (
    <PageError title={T.errorTitle} message={PUBLIC_MESSAGES.galleryLoadFailed} headingLevel={2}>
      <RetryButton label={PUBLIC_MESSAGES.retry} />
    </PageError>
  );
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <GalleryHero />
      <div className="section">
        <DeferredData
          value={loaderData.images}
          errorElement={<LoadFailed />}
          fallback={
            <div className="container">
              <Spinner label={T.loading} showLabel />
            </div>
          }
        >
          {(images) => (
            <div className="container">
              <GalleryView images={images} />
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
      <GalleryHero />
      <div className="section">
        <LoadFailed />
      </div>
    </>
  );
}
