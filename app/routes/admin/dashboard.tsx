// The back office's front page: counts, the newest inquiries and consultations, the first
// active courses and shortcuts. Every list loads in parallel; one that fails counts as empty (errors are logged).
import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  BlogsIcon,
  ConsultationsIcon,
  CoursesIcon,
  GalleryIcon,
  InquiriesIcon,
  NewsletterIcon,
  StarIcon,
  TestimonialsIcon,
} from "#app/admin/components/admin-icons.tsx";
import { DemoContentNotice } from "#app/admin/components/demo-content-notice.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { StatCard } from "#app/admin/components/stat-card.tsx";
import { StatusBadge, statusLabel } from "#app/admin/components/status-badge.tsx";
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { useAdminUser } from "#app/admin/models/admin-user.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { formatPrice } from "#app/lib/course-format.ts";
import { relativeTime } from "#app/lib/relative-time.ts";
import { SETTINGS_MESSAGES } from "#contract/admin-messages";
import { CONSULTATION_DEFAULT_SERVICE_LABEL, DASHBOARD_RECENT_ITEMS } from "#contract/constants";
import type { Consultation } from "#contract/schemas/consultation";
import type { Course } from "#contract/schemas/course";
import type { DemoContent } from "#contract/schemas/demo-content";
import type { Inquiry } from "#contract/schemas/inquiry";
import type { SiteSettings } from "#contract/schemas/site-settings";
import { sampleFields } from "#contract/site-settings";
import { canUse, type StaffArea } from "#contract/staff-roles";
import type { Route } from "./+types/dashboard";

/** How the dashboard's sample reminder names each setting. */
const SETTING_LABELS: Partial<Record<keyof SiteSettings, string>> = {
  name: "academy name",
  phones: "phones",
  email: "email",
  address: "address",
  mapEmbedUrl: "map location",
  social: "social links",
  studentPanelUrl: "student panel",
  remedyBrandUrl: "remedy brand link",
  introVideoUrl: "intro video",
  facilitatorName: "facilitator",
  facilitatorBio: "facilitator biography",
  upcomingCourse: "upcoming course",
};

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

interface Listing<T> {
  items: T[];
  /** The list's total (meta.total when the server pages it, else the number of items). */
  total: number;
}

const EMPTY = { items: [], total: 0 };

async function listOrEmpty<T>(
  may: (area: StaffArea) => boolean,
  area: StaffArea,
  path: string,
  query: Record<string, string | number> = {},
): Promise<Listing<T>> {
  // A role that may not use the area is refused by the server: not asked at all.
  if (!may(area)) return EMPTY;
  try {
    const { data, meta } = await apiRequest<T[]>(path, { query });
    const items = Array.isArray(data) ? data : [];
    return { items, total: meta?.total ?? items.length };
  } catch (err) {
    console.error(`Dashboard: loading ${path} failed`, err);
    return EMPTY;
  }
}

async function loadDashboard(may: (area: StaffArea) => boolean) {
  const recent = DASHBOARD_RECENT_ITEMS;
  const [
    courses,
    blogs,
    gallery,
    newInquiries,
    recentInquiries,
    testimonials,
    newConsultations,
    recentConsultations,
    subscribers,
  ] = await Promise.all([
    listOrEmpty<Course>(may, "courses", "/courses"),
    listOrEmpty<unknown>(may, "blogs", "/blogs", { limit: 1 }),
    listOrEmpty<unknown>(may, "gallery", "/gallery", { limit: 1 }),
    listOrEmpty<Inquiry>(may, "inquiries", "/inquiries", { status: "new", limit: 1 }),
    listOrEmpty<Inquiry>(may, "inquiries", "/inquiries", { limit: recent }),
    listOrEmpty<unknown>(may, "testimonials", "/testimonials"),
    listOrEmpty<Consultation>(may, "consultations", "/consultations", { status: "new", limit: 1 }),
    listOrEmpty<Consultation>(may, "consultations", "/consultations", { limit: recent }),
    listOrEmpty<unknown>(may, "subscribers", "/newsletter", { status: "active", limit: 1 }),
  ]);
  // Only owners can change the settings, so only they are reminded of the samples.
  const samples = await (may("settings") ? apiRequest<SiteSettings>("/settings") : Promise.reject()).then(
    ({ data }) => sampleFields(data),
    () => [],
  );
  // Removing the demo content is the owners' too: only they are offered it.
  const demo = await (may("settings") ? apiRequest<DemoContent>("/demo-content") : Promise.reject()).then(
    ({ data }) => (data.present ? data.counts : null),
    () => null,
  );
  const newestFirst = <T extends { created_at: string }>(items: T[]) =>
    [...items].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)).slice(0, recent);
  return {
    counts: {
      courses: courses.total,
      blogs: blogs.total,
      gallery: gallery.total,
      newInquiries: newInquiries.total,
      testimonials: testimonials.total,
      newConsultations: newConsultations.total,
      activeSubscribers: subscribers.total,
    },
    recentInquiries: newestFirst(recentInquiries.items),
    activeCourses: courses.items.filter((c) => c.is_active).slice(0, recent),
    recentConsultations: newestFirst(recentConsultations.items),
    samples,
    demo,
  };
}

/** The counts at the top: where each card leads, its label, its count, its icon and the area it belongs to. */
const STAT_ROWS = [
  [
    ["/admin/courses", "Total Courses", "courses", CoursesIcon, "courses"],
    ["/admin/blogs", "Blog Posts", "blogs", BlogsIcon, "blogs"],
    ["/admin/gallery", "Gallery Images", "gallery", GalleryIcon, "gallery"],
    ["/admin/inquiries", "Inquiries", "newInquiries", InquiriesIcon, "inquiries"],
  ],
  [
    ["/admin/testimonials", "Testimonials", "testimonials", TestimonialsIcon, "testimonials"],
    ["/admin/consultations", "New Consultations", "newConsultations", ConsultationsIcon, "consultations"],
    ["/admin/newsletter", "Newsletter Subscribers", "activeSubscribers", NewsletterIcon, "subscribers"],
  ],
] as const satisfies readonly (readonly (readonly [string, string, string, unknown, StaffArea])[])[];

const QUICK_ACTIONS = [
  ["/admin/courses/create", "Add Course", "courses"],
  ["/admin/testimonials", "Add Testimonial", "testimonials"],
  ["/admin/consultations", "View Consultations", "consultations"],
  ["/admin/blogs/create", "Create Blog Post", "blogs"],
] as const satisfies readonly (readonly [string, string, StaffArea])[];

function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="admin-panel" aria-label={title}>
      <div className="admin-page-header admin-panel__header">
        <h2>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export default function Dashboard() {
  const user = useAdminUser();
  const may = (area: StaffArea) => canUse(user?.role, area);
  const { data, loading, reload } = useApiData(() => loadDashboard(may), [user?.role], "");
  const now = new Date();

  return (
    <>
      <PageHeader title="Dashboard" subtitle={`Welcome back, ${user?.username ?? "Admin"}!`} />
      {/* Outside the loading state, so its answer stays in view while the dashboard reloads. */}
      <DemoContentNotice counts={loading ? null : (data?.demo ?? null)} onRemoved={reload} />
      {loading || !data ? (
        <Spinner label="Loading dashboard..." showLabel />
      ) : (
        <>
          {data.samples.length > 0 ? (
            <Alert tone="info">
              <span data-testid="settings-samples">
                {SETTINGS_MESSAGES.samplesInPlace}{" "}
                {data.samples.map((k) => SETTING_LABELS[k] ?? k).join(", ")}.{" "}
              </span>
              <Link to="/admin/settings">{SETTINGS_MESSAGES.reviewSettings}</Link>
            </Alert>
          ) : null}
          {STAT_ROWS.map((row, index) => (
            // The second row holds the smaller cards.
            <div className="admin-stat-grid" key={row[0][0]}>
              {row
                .filter((card) => may(card[4]))
                .map(([to, label, count, Icon]) => (
                  <StatCard
                    key={to}
                    small={index === 1}
                    to={to}
                    label={label}
                    value={data.counts[count]}
                    icon={<Icon />}
                  />
                ))}
            </div>
          ))}

          <div className="admin-dashboard-grid">
            {may("inquiries") ? (
              <Panel title="Recent Inquiries" action={<Link to="/admin/inquiries">View all</Link>}>
                {data.recentInquiries.length === 0 ? (
                  <p className="admin-muted">No inquiries yet.</p>
                ) : (
                  <ul className="admin-recent-list">
                    {data.recentInquiries.map((inquiry) => (
                      <li key={inquiry.inquiry_id}>
                        <span>
                          <strong>
                            {inquiry.first_name} {inquiry.last_name}
                          </strong>
                          <span className="admin-recent-list__meta">
                            {" "}
                            · {statusLabel(inquiry.inquiry_type)} · {relativeTime(inquiry.created_at, now)}
                          </span>
                        </span>
                        <StatusBadge status={inquiry.status} />
                      </li>
                    ))}
                  </ul>
                )}
              </Panel>
            ) : null}

            {may("courses") ? (
              <Panel title="Active Courses" action={<Link to="/admin/courses">View all</Link>}>
                {data.activeCourses.length === 0 ? (
                  <p className="admin-muted">No active courses.</p>
                ) : (
                  <ul className="admin-recent-list">
                    {data.activeCourses.map((course) => (
                      <li key={course.course_id}>
                        <span>
                          <strong>{course.title}</strong>
                          <span className="admin-recent-list__meta">
                            {" "}
                            · {course.level} · {formatPrice(course.price)}
                          </span>
                        </span>
                        {course.is_featured ? (
                          <span title="Featured" className="admin-featured">
                            <StarIcon filled />
                            <span className="visually-hidden">Featured</span>
                          </span>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                )}
              </Panel>
            ) : null}

            {data.recentConsultations.length > 0 ? (
              <Panel title="Recent Consultations" action={<Link to="/admin/consultations">View all</Link>}>
                <ul className="admin-recent-list">
                  {data.recentConsultations.map((request) => (
                    <li key={request.request_id}>
                      <span>
                        <strong>{request.name}</strong>
                        <span className="admin-recent-list__meta">
                          {" "}
                          ·{" "}
                          {request.service_type
                            ? statusLabel(request.service_type)
                            : CONSULTATION_DEFAULT_SERVICE_LABEL}{" "}
                          · {relativeTime(request.created_at, now)}
                        </span>
                      </span>
                      <StatusBadge status={request.status} />
                    </li>
                  ))}
                </ul>
              </Panel>
            ) : null}

            <Panel title="Quick Actions">
              <div className="admin-quick-actions">
                {QUICK_ACTIONS.filter((action) => may(action[2])).map(([to, label], index) => (
                  <Link key={to} className={`btn ${index === 0 ? "btn--primary" : "btn--secondary"}`} to={to}>
                    {label}
                  </Link>
                ))}
              </div>
            </Panel>
          </div>
        </>
      )}
    </>
  );
}
