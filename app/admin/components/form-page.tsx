// The frame of a form page: heading with the way back, then the record's loading spinner or load error, or the
// form with its messages above it.
import type { BaseSyntheticEvent, ReactNode } from "react";
import { Link } from "react-router";
import { Alert } from "#app/components/ui/alert.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { type FlashControls, FlashMessage } from "./flash.tsx";
import { PageHeader } from "./page-header.tsx";
import { RecordAuthorship } from "./record-authorship.tsx";
import { ViewOnSiteLink } from "./view-on-site.tsx";

export function FormPage({
  page,
  heading,
  list,
  back,
  noun,
  record,
  sitePath,
  children,
}: {
  page: {
    loading: boolean;
    loadError: string | null;
    flash: FlashControls;
    submit: (e?: BaseSyntheticEvent) => Promise<void>;
  };
  heading: string;
  /** The list this form belongs to, and the words of the link back to it. */
  list: string;
  back: string;
  /** For "Loading product...". */
  noun: string;
  /** The record being edited, to say who created it and who changed it last. */
  record?: { resource: string; id: string | undefined };
  /** The record's public page, for "View on site"; absent while creating or for records without one. */
  sitePath?: string | null;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={heading}
        actions={
          <>
            {sitePath ? <ViewOnSiteLink path={sitePath} /> : null}
            <Link className="btn btn--ghost" to={list}>
              {back}
            </Link>
          </>
        }
      />
      {page.loadError ? (
        <Alert tone="error">{page.loadError}</Alert>
      ) : page.loading ? (
        <Spinner label={`Loading ${noun}...`} showLabel />
      ) : (
        <>
          {record?.id ? <RecordAuthorship resource={record.resource} id={record.id} /> : null}
          <FlashMessage flash={page.flash} />
          <form className="admin-form" onSubmit={page.submit} noValidate>
            {children}
          </form>
        </>
      )}
    </>
  );
}
