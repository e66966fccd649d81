// One course, read-only. The overview is HTML the server sanitised when it was saved.
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { StatusBadge } from "#app/admin/components/status-badge.tsx";
import { ViewOnSiteLink } from "#app/admin/components/view-on-site.tsx";
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { ApiError, apiRequest } from "#app/lib/api-client.ts";
import { formatPrice } from "#app/lib/course-format.ts";
import { ADMIN_MESSAGES } from "#contract/admin-messages";
import { asHtml } from "#contract/rich-text";
import type { Course } from "#contract/schemas/course";
import type { Route } from "./+types/course-view";

export const meta: Route.MetaFunction = () => adminMeta("Course details");

const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });
const formatDateTime = (iso: string) =>
  Number.isNaN(Date.parse(iso)) ? iso : dateTime.format(new Date(iso));

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children || <span className="admin-muted">—</span>}</dd>
    </div>
  );
}

function TextList({ items }: { items: string[] }) {
  if (items.length === 0) return <p className="admin-muted">None</p>;
  return (
    <ul>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

export default function CourseView() {
  const { id } = useParams();
  const course = useApiData(
    async (signal) => {
      try {
        return (
          await apiRequest<Course | null>(
            `/courses/${id}`,
            { signal },
            ADMIN_MESSAGES.courseDetailsLoadFailed,
          )
        ).data;
      } catch (err) {
        // An unknown id is no data: 'Course not found'. Other failures keep the server's words.
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    [id],
    ADMIN_MESSAGES.courseDetailsLoadFailed,
  );

  const back = (
    <Link className="btn btn--ghost" to="/admin/courses">
      Back to courses
    </Link>
  );
  if (course.loading) return <Spinner label="Loading course..." showLabel />;
  if (course.error || !course.data)
    return (
      <>
        <PageHeader title="Course details" actions={back} />
        <Alert tone="error">{course.error ?? ADMIN_MESSAGES.courseNotFound}</Alert>
      </>
    );

  const c = course.data;
  return (
    <>
      <PageHeader
        title={c.title}
        subtitle={c.subtitle ?? undefined}
        actions={
          <>
            {back}
            <ViewOnSiteLink path={`/course/${c.course_slug}`} />
            <Link className="btn btn--primary" to={`/admin/courses/edit/${c.course_id}`}>
              Edit Course
            </Link>
          </>
        }
      />

      <section className="admin-panel" aria-labelledby="course-summary">
        <h2 id="course-summary">Summary</h2>
        <dl className="admin-details">
          <Detail term="Course ID">{c.course_id}</Detail>
          <Detail term="Slug">{c.course_slug}</Detail>
          <Detail term="Level">{c.level}</Detail>
          <Detail term="Type">{c.course_type}</Detail>
          <Detail term="Price">{formatPrice(c.price)}</Detail>
          <Detail term="Duration">{c.duration}</Detail>
          <Detail term="Mode">{c.mode}</Detail>
          <Detail term="Language">{c.language}</Detail>
          <Detail term="Category">{c.category_name}</Detail>
          <Detail term="Status">
            <StatusBadge status={c.is_active ? "active" : "inactive"} />
            {c.is_featured ? (
              <>
                {" "}
                <StatusBadge status="featured" label="Featured" tone="warning" />
              </>
            ) : null}
          </Detail>
          <Detail term="Display order">{c.display_order}</Detail>
          <Detail term="Created">{formatDateTime(c.created_at)}</Detail>
          <Detail term="Updated">{formatDateTime(c.updated_at)}</Detail>
        </dl>
      </section>

      <section className="admin-panel" aria-labelledby="course-description">
        <h2 id="course-description">Description</h2>
        <p style={{ whiteSpace: "pre-line" }}>{c.description}</p>
        <h3>Overview</h3>
        {c.overview ? (
          // Sanitised by the server on save (no script, event handler or javascript: URL survives).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML, rendered as the spec asks.
          <div className="admin-html" dangerouslySetInnerHTML={{ __html: c.overview }} />
        ) : (
          <p className="admin-muted">No overview.</p>
        )}
      </section>

      <section className="admin-panel" aria-labelledby="course-media">
        <h2 id="course-media">Media</h2>
        <div className="admin-details">
          <Picture caption="Poster image" src={c.poster_image_url} alt={`Poster of ${c.title}`} />
          <Picture caption="Course image" src={c.image_url} alt={`Course artwork for ${c.title}`} />
        </div>
        {c.video_url || c.video_urls.length ? (
          <>
            <h3>Videos</h3>
            <ul>
              {[c.video_url, ...c.video_urls]
                .filter((u): u is string => !!u)
                .map((u, i) => (
                  <li key={i}>
                    <a href={u} target="_blank" rel="noreferrer noopener">
                      {u}
                    </a>
                  </li>
                ))}
            </ul>
          </>
        ) : null}
      </section>

      <section className="admin-panel" aria-labelledby="course-highlights">
        <h2 id="course-highlights">Highlights</h2>
        <TextList items={c.highlights} />
        <h3>Requirements</h3>
        <TextList items={c.requirements} />
        <h3>Learning Outcomes</h3>
        <TextList items={c.outcomes} />
      </section>

      <section className="admin-panel admin-accordion" aria-labelledby="course-curriculum">
        <h2 id="course-curriculum">Curriculum</h2>
        {c.modules.length === 0 ? (
          <p className="admin-muted">No modules yet.</p>
        ) : (
          c.modules.map((m, i) => (
            <details key={m.module_id} open={i === 0}>
              <summary>
                Module {m.display_order}: {m.module_name}
              </summary>
              {m.topics.length ? (
                <ol>
                  {m.topics.map((t) => (
                    <li key={t.topic_id}>{t.topic_name}</li>
                  ))}
                </ol>
              ) : (
                <p className="admin-muted">No topics.</p>
              )}
            </details>
          ))
        )}
      </section>

      <section className="admin-panel" aria-labelledby="course-instructor">
        <h2 id="course-instructor">Instructor Information</h2>
        <div style={{ display: "flex", gap: "var(--space-4)", alignItems: "flex-start", flexWrap: "wrap" }}>
          {c.instructor_image ? (
            <img
              src={c.instructor_image}
              alt={c.instructor_name ?? "Instructor"}
              style={{ width: 96, height: 96, objectFit: "cover", borderRadius: "50%" }}
            />
          ) : null}
          <div>
            <p>
              <strong>{c.instructor_name || "No instructor named"}</strong>
            </p>
            {c.instructor_bio ? (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on save; older plain text is escaped by asHtml.
              <div className="admin-html" dangerouslySetInnerHTML={{ __html: asHtml(c.instructor_bio) }} />
            ) : null}
          </div>
        </div>
      </section>
    </>
  );
}

/** A stored picture with its caption, or "None". */
function Picture({ caption, src, alt }: { caption: string; src: string | null; alt: string }) {
  return (
    <figure style={{ margin: 0 }}>
      <figcaption className="admin-muted">{caption}</figcaption>
      {src ? (
        <img className="admin-image-field__preview" src={src} alt={alt} />
      ) : (
        <p className="admin-muted">None</p>
      )}
    </figure>
  );
}
