// Small line icons for the back office, inline so the collapsed sidebar needs no icon font or extra request.
// Every icon is decorative (aria-hidden): the text label next to it carries the meaning.
import type { ReactNode } from "react";

function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

type IconProps = { className?: string };
/** Several path segments join into one `d`: a stroked path draws each segment as its own line. */
const icon = (shapes: ReactNode) => (p: IconProps) => <Icon {...p}>{shapes}</Icon>;
const path = (...d: string[]) => <path d={d.join("")} />;

export const DashboardIcon = icon(
  <>
    <rect x="3" y="3" width="7" height="9" rx="1.5" />
    <rect x="14" y="3" width="7" height="5" rx="1.5" />
    <rect x="14" y="12" width="7" height="9" rx="1.5" />
    <rect x="3" y="16" width="7" height="5" rx="1.5" />
  </>,
);
export const CoursesIcon = icon(
  path("M2 8l10-5 10 5-10 5z", "M6 10v5c0 1.5 3 3 6 3s6-1.5 6-3v-5", "M22 8v6"),
);
export const BlogsIcon = icon(path("M4 4h12l4 4v12H4z", "M8 10h8M8 14h8M8 18h5"));
export const ProductsIcon = icon(path("M3 7l9-4 9 4v10l-9 4-9-4z", "M3 7l9 4 9-4M12 11v10"));
export const GalleryIcon = icon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    {path("M21 16l-5-5-9 9")}
  </>,
);
export const InquiriesIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    {path("M3 7l9 6 9-6")}
  </>,
);
export const ConsultationsIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    {path("M16 3v4M8 3v4M3 11h18")}
  </>,
);
export const TestimonialsIcon = icon(path("M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12z"));
export const NewsletterIcon = icon(path("M22 3L11 14", "M22 3l-7 18-4-7-7-4z"));
export const ActivityIcon = icon(path("M3 12h4l3-8 4 16 3-8h4"));
export const TrashIcon = icon(path("M3 6h18", "M8 6V4h8v2", "M6 6l1 14h10l1-14", "M10 10v6M14 10v6"));
export const StaffIcon = icon(
  path(
    "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2",
    "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z",
    "M22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8",
  ),
);
export const CampaignsIcon = icon(
  path(
    "M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1z",
    "M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13",
  ),
);
export const OutboxIcon = InquiriesIcon;
export const LogoutIcon = icon(path("M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4", "M16 17l5-5-5-5M21 12H9"));
export const MenuIcon = icon(path("M3 6h18M3 12h18M3 18h18"));
export const ChevronDownIcon = icon(path("M6 9l6 6 6-6"));
export const StarIcon = (p: IconProps & { filled?: boolean }) => (
  <svg
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    className={p.className}
    width="16"
    height="16"
  >
    <path
      d="M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"
      fill={p.filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    />
  </svg>
);
