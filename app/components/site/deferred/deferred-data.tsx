// Data that is either here already (the server's render, hydration) or on its way (a client navigation whose
// loader answered with a promise). Only the second case goes through <Suspense>: React may stream a boundary's
// content as a hidden block that only a script reveals (always when <Await> suspends, and for large content even
// when nothing does), and visitors without JavaScript (and plain crawlers) would then see the fallback instead.
import { type ReactNode, Suspense } from "react";
import { Await } from "react-router";
import { SectionLoadFailed } from "#app/components/site/page-error.tsx";
import { PreviewBanner, showsInactive } from "#app/components/site/preview-banner.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";

export function DeferredData<T>({
  value,
  fallback,
  errorElement,
  children,
}: {
  value: T | Promise<T>;
  fallback: ReactNode;
  errorElement: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (!(value instanceof Promise)) return children(value);
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value} errorElement={errorElement}>
        {(data: T) => children(data)}
      </Await>
    </Suspense>
  );
}

/**
 * A page section whose content is a loader's list: the spec's spinner while it is on its way, the spec's error with
 * Retry when it failed, else `children` in the page's container.
 */
export function DeferredSection<T>({
  value,
  loadingLabel,
  failed,
  children,
}: {
  value: T | Promise<T>;
  loadingLabel: string;
  failed: { title: string; message: string };
  children: (data: T) => ReactNode;
}) {
  return (
    <div className="section section--list">
      <DeferredData
        value={value}
        errorElement={<SectionLoadFailed {...failed} />}
        fallback={
          <div className="container">
            <Spinner label={loadingLabel} showLabel />
          </div>
        }
      >
        {(data) => <div className="container">{children(data)}</div>}
      </DeferredData>
    </div>
  );
}

/** What frames a page whose main section is a loader's list: the hero above it, anything that follows it. */
export interface ListPageFrame {
  hero: ReactNode;
  after?: ReactNode;
  failed: { title: string; message: string };
}

/**
 * Such a page: the hero, the list's section (see DeferredSection), then what follows. `flagsInactive`: staff
 * previewing may be given rows visitors cannot see, and the preview banner then stands above the list.
 */
export function ListPage<T>({
  hero,
  after,
  flagsInactive = false,
  children,
  ...section
}: ListPageFrame & Omit<Parameters<typeof DeferredSection<T>>[0], "failed"> & { flagsInactive?: boolean }) {
  return (
    <>
      {hero}
      <DeferredSection {...section}>
        {(data) => (
          <>
            {flagsInactive && showsInactive(data) ? <PreviewBanner item /> : null}
            {children(data)}
          </>
        )}
      </DeferredSection>
      {after}
    </>
  );
}

/** The same page as its route's error boundary (the loader itself failed): the list's error in the list's place. */
export function ListPageFailed({ hero, after, failed }: ListPageFrame) {
  return (
    <>
      {hero}
      <div className="section">
        <SectionLoadFailed {...failed} />
      </div>
      {after}
    </>
  );
}
