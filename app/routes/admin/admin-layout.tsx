// The back-office shell: auth guard, collapsible sidebar, top bar with the profile menu. Admin pages render in
// the browser only (the token lives in localStorage), so the server sends the spinner and the guard runs here.
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, Outlet, redirect, useLocation, useNavigate } from "react-router";
import {
  ActivityIcon,
  BlogsIcon,
  CampaignsIcon,
  ChevronDownIcon,
  ConsultationsIcon,
  CoursesIcon,
  DashboardIcon,
  GalleryIcon,
  InquiriesIcon,
  LogoutIcon,
  MenuIcon,
  NewsletterIcon,
  OutboxIcon,
  ProductsIcon,
  StaffIcon,
  TestimonialsIcon,
  TrashIcon,
} from "#app/admin/components/admin-icons.tsx";
import { MailStatusBanner } from "#app/admin/components/mail-status-banner.tsx";
import { ADMIN_ROBOTS } from "#app/admin/models/admin-meta.ts";
import { contactLine, displayName, roleLabel } from "#app/admin/models/admin-user.ts";
import { TODAY_CHANGED } from "#app/admin/models/today-changed.ts";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { clearAdminSession, getAdminToken, getAdminUser, saveAdminSession } from "#app/lib/admin-session.ts";
import { apiRequest, apiUrl, buildHeaders, LOGIN_PATH, loginReturningTo } from "#app/lib/api-client.ts";
import { AUTH_MESSAGES } from "#contract/admin-messages";
import { SIDEBAR_COLLAPSED_WIDTH_PX, SIDEBAR_WIDTH_PX } from "#contract/constants";
import type { AdminUser } from "#contract/schemas/auth";
import type { TodayCount } from "#contract/schemas/leads";
import { canUse, type StaffArea } from "#contract/staff-roles";
import "#app/styles/admin.css";
import type { Route } from "./+types/admin-layout";

export const meta: Route.MetaFunction = () => [{ title: "Admin" }, ADMIN_ROBOTS];

/** The token checked against the server in this page load; later navigations only check it is still stored. */
let verifiedToken: string | null = null;

/**
 * Asks the server who the stored token belongs to: the admin, null for a token it refuses (401), undefined when the
 * server cannot be reached. A plain fetch rather than apiRequest, whose 401 rule would reload the page while this
 * loader redirects.
 */
async function fetchProfile(): Promise<AdminUser | null | undefined> {
  try {
    const res = await fetch(apiUrl("/auth/profile"), { headers: buildHeaders(undefined), cache: "no-store" });
    if (res.status === 401) return null;
    if (!res.ok) return undefined;
    const body = (await res.json()) as { data?: AdminUser };
    return body.data;
  } catch {
    return undefined;
  }
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const token = getAdminToken();
  // Signing in leads back to the page asked for.
  const { pathname, search } = new URL(request.url);
  const signIn = redirect(loginReturningTo(pathname + search));
  if (!token) throw signIn;
  if (verifiedToken !== token) {
    const profile = await fetchProfile();
    if (profile === null) {
      clearAdminSession();
      throw signIn;
    }
    // Unreachable server: keep the stored session; the page's own calls will report the problem.
    if (profile) {
      saveAdminSession(token, profile);
      verifiedToken = token;
    }
  }
  return { user: getAdminUser() };
}
clientLoader.hydrate = true as const;

/** Re-check on every navigation that a token is still stored (another tab may have signed out). */
export function shouldRevalidate() {
  return true;
}

export function HydrateFallback() {
  return (
    <div className="admin-fullscreen-center">
      <Spinner label="Loading..." showLabel />
    </div>
  );
}

/** The sections, each with the area whose roles see it (contract/staff-roles.ts); the server refuses the rest. */
const NAV = [
  { to: "/admin/today", label: "Today", Icon: ActivityIcon, area: "leads" },
  { to: "/admin/dashboard", label: "Dashboard", Icon: DashboardIcon, area: "dashboard" },
  { to: "/admin/courses", label: "Courses", Icon: CoursesIcon, area: "courses" },
  { to: "/admin/course-categories", label: "Categories", Icon: CoursesIcon, area: "courses" },
  { to: "/admin/blogs", label: "Blogs", Icon: BlogsIcon, area: "blogs" },
  { to: "/admin/products", label: "Products", Icon: ProductsIcon, area: "products" },
  { to: "/admin/gallery", label: "Gallery", Icon: GalleryIcon, area: "gallery" },
  { to: "/admin/inquiries", label: "Inquiries", Icon: InquiriesIcon, area: "inquiries" },
  { to: "/admin/consultations", label: "Consultations", Icon: ConsultationsIcon, area: "consultations" },
  { to: "/admin/agenda", label: "Agenda", Icon: ConsultationsIcon, area: "consultations" },
  { to: "/admin/availability", label: "Hours & booking", Icon: ConsultationsIcon, area: "availability" },
  { to: "/admin/enrolments", label: "Enrolments", Icon: InquiriesIcon, area: "enrolments" },
  { to: "/admin/payments", label: "Payments", Icon: DashboardIcon, area: "payments" },
  { to: "/admin/upi-queue", label: "UPI queue", Icon: InquiriesIcon, area: "payments" },
  { to: "/admin/testimonials", label: "Testimonials", Icon: TestimonialsIcon, area: "testimonials" },
  { to: "/admin/newsletter", label: "Newsletter", Icon: NewsletterIcon, area: "subscribers" },
  { to: "/admin/campaigns", label: "Campaigns", Icon: CampaignsIcon, area: "campaigns" },
  { to: "/admin/outbox", label: "Outbox", Icon: OutboxIcon, area: "mail" },
  { to: "/admin/page-texts", label: "Page texts", Icon: BlogsIcon, area: "pages" },
  { to: "/admin/leads-report", label: "Leads report", Icon: DashboardIcon, area: "reports" },
  { to: "/admin/lead-settings", label: "Lead settings", Icon: InquiriesIcon, area: "settings" },
  { to: "/admin/staff", label: "Staff", Icon: StaffIcon, area: "staff" },
  { to: "/admin/settings", label: "Settings", Icon: DashboardIcon, area: "settings" },
  { to: "/admin/activity", label: "Activity", Icon: ActivityIcon, area: "activity" },
  { to: "/admin/trash", label: "Trash", Icon: TrashIcon, area: "trash" },
] as const satisfies readonly { to: string; label: string; Icon: unknown; area: StaffArea }[];

const TODAY_PATH = "/admin/today";
/** The queue's count is read again at most this often while staff move between pages. */
const TODAY_COUNT_EVERY_MS = 60_000;

/**
 * How many leads the Today queue holds (overdue, due today and unanswered): shown beside its entry, read on the
 * first page, again when the queue changes, and at most once a minute as staff move between pages.
 */
function useTodayCount(allowed: boolean, pathname: string): number {
  const [count, setCount] = useState(0);
  const readAt = useRef(0);
  const read = useCallback(() => {
    if (!allowed) return;
    readAt.current = Date.now();
    apiRequest<TodayCount>("/leads/today/count")
      .then(({ data }) => setCount(data.overdue + data.due_today + data.unanswered))
      .catch(() => undefined);
  }, [allowed]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page change is the moment to check again.
  useEffect(() => {
    if (Date.now() - readAt.current > TODAY_COUNT_EVERY_MS) read();
  }, [pathname, read]);
  useEffect(() => {
    window.addEventListener(TODAY_CHANGED, read);
    return () => window.removeEventListener(TODAY_CHANGED, read);
  }, [read]);
  return count;
}

const COLLAPSED_KEY = "adminSidebarCollapsed";
/** Below this width the sidebar starts collapsed unless the admin chose otherwise, so a tablet keeps room. */
const AUTO_COLLAPSE_BELOW_PX = 1024;
/** On a phone the open sidebar lies over the page (admin.css): it starts closed and closes once a section is chosen. */
const PHONE = "(max-width: 600px)";
const onPhone = () => window.matchMedia(PHONE).matches;

function initialCollapsed(): boolean {
  if (onPhone()) return true;
  const stored = window.localStorage.getItem(COLLAPSED_KEY);
  if (stored === "true" || stored === "false") return stored === "true";
  return window.innerWidth < AUTO_COLLAPSE_BELOW_PX;
}

/** Asks, revokes the token on the server (best effort), clears the session and returns to the login page. */
export async function logoutWithConfirm(navigate: (to: string, opts?: { replace?: boolean }) => void) {
  if (!window.confirm(AUTH_MESSAGES.logoutConfirm)) return;
  try {
    await apiRequest("/auth/logout", { method: "POST" });
  } catch {
    // The session is ended locally whatever the server says: an expired token is already useless.
  }
  verifiedToken = null;
  clearAdminSession();
  navigate(LOGIN_PATH, { replace: true });
}

/** The profile menu's pages; a page with an area is listed only to the roles that may use it. */
const PROFILE_LINKS: readonly (readonly [to: string, label: string, area?: StaffArea])[] = [
  ["/admin/profile", "Profile"],
  ["/admin/change-password", "Change password"],
  ["/admin/security", "Security"],
  ["/admin/backups", "Backups", "backups"],
];

function ProfileMenu({ user }: { user: AdminUser | null }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const name = displayName(user);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div className="admin-profile" ref={root}>
      <button
        ref={button}
        type="button"
        className="admin-profile__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="admin-profile__avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="admin-profile__name">{name}</span>
        <span className="admin-profile__role" data-testid="topbar-role">
          {roleLabel(user)}
        </span>
        <ChevronDownIcon className="admin-nav__icon" />
      </button>
      {open ? (
        <div id={menuId} className="admin-profile__menu">
          <dl>
            <dt>Signed in as</dt>
            <dd data-testid="profile-contact">{contactLine(user)}</dd>
            <dt>Role</dt>
            <dd data-testid="profile-role">{roleLabel(user)}</dd>
          </dl>
          {PROFILE_LINKS.filter(([, , area]) => !area || canUse(user?.role, area)).map(([to, label]) => (
            <Link key={to} to={to} onClick={() => setOpen(false)}>
              {label}
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const user = loaderData.user;
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(initialCollapsed);
  const sidebarId = useId();
  const { pathname, key } = useLocation();
  const todayCount = useTodayCount(canUse(user?.role, "leads"), pathname);

  // Opening another page (a save back to its list, Edit, Add, a quick action, signing in) takes away the link or
  // button pressed, and the focus falls to the top of the document: it goes to the page's content instead, where
  // "Skip to content" leads, so a screen reader reads the new page and Tab goes on into it. The document's first
  // page ("default") keeps the browser's way; the scroll stays where React Router puts it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page opened, whatever the page's own state.
  useEffect(() => {
    if (key !== "default" && document.activeElement === document.body)
      document.getElementById("admin-main")?.focus({ preventScroll: true });
  }, [pathname]);

  // On a phone the open sidebar covers the menu button: Escape or a tap beside it closes it.
  useEffect(() => {
    if (collapsed || !onPhone()) return;
    const close = (e: KeyboardEvent) => {
      if (e.key === "Escape") setCollapsed(true);
    };
    window.addEventListener("keydown", close);
    return () => window.removeEventListener("keydown", close);
  }, [collapsed]);

  function toggle() {
    setCollapsed((c) => {
      // Opening it on a phone is for one choice, not a preference for the desktop.
      if (!onPhone()) window.localStorage.setItem(COLLAPSED_KEY, String(!c));
      return !c;
    });
  }

  return (
    <div
      className={`admin-shell${collapsed ? " admin-shell--collapsed" : ""}`}
      style={
        {
          "--admin-sidebar-width": `${collapsed ? SIDEBAR_COLLAPSED_WIDTH_PX : SIDEBAR_WIDTH_PX}px`,
          "--admin-sidebar-collapsed-width": `${SIDEBAR_COLLAPSED_WIDTH_PX}px`,
        } as React.CSSProperties
      }
    >
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <aside id={sidebarId} className="admin-sidebar" aria-label="Admin navigation">
        <Link to="/admin/dashboard" className="admin-sidebar__brand">
          <span className="admin-sidebar__mark" aria-hidden="true">
            V
          </span>
          <span className="admin-sidebar__name">Academy Admin</span>
        </Link>
        <nav className="admin-nav" aria-label="Sections">
          <ul>
            {NAV.filter(({ area }) => canUse(user?.role, area)).map(({ to, label, Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className="admin-nav__link"
                  title={collapsed ? label : undefined}
                  onClick={() => {
                    if (onPhone()) setCollapsed(true);
                  }}
                >
                  <Icon className="admin-nav__icon" />
                  <span className="admin-nav__label">{label}</span>
                  {to === TODAY_PATH && todayCount ? (
                    <span className="admin-nav__count" data-testid="today-count">
                      {todayCount}
                      <span className="visually-hidden"> to follow up</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-nav__logout">
          <button
            type="button"
            className="admin-nav__link"
            title={collapsed ? "Logout" : undefined}
            onClick={() => void logoutWithConfirm(navigate)}
          >
            <LogoutIcon className="admin-nav__icon" />
            <span className="admin-nav__label">Logout</span>
          </button>
        </div>
      </aside>
      {collapsed ? null : (
        <button
          type="button"
          className="admin-sidebar-backdrop"
          tabIndex={-1}
          aria-label="Close sidebar"
          onClick={() => setCollapsed(true)}
        />
      )}
      <div className="admin-main">
        <header className="admin-topbar">
          <button
            type="button"
            className="admin-icon-button"
            onClick={toggle}
            aria-expanded={!collapsed}
            aria-controls={sidebarId}
            aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
          >
            <MenuIcon />
          </button>
          <ProfileMenu user={user} />
        </header>
        <MailStatusBanner />
        <main id="admin-main" className="admin-content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
