// A count with its icon and label: a link to its screen on the dashboard, a plain box elsewhere.
import type { ReactNode } from "react";
import { Link } from "react-router";

export function StatCard({
  to,
  label,
  value,
  icon,
  small = false,
}: {
  to?: string;
  label: string;
  /** undefined while loading. */
  value: number | undefined;
  icon: ReactNode;
  small?: boolean;
}) {
  const content = (
    <>
      <span className="admin-stat-card__icon">{icon}</span>
      <span>
        <span className="admin-stat-card__value">{value ?? "…"}</span>
        <span className="admin-stat-card__label">{label}</span>
      </span>
    </>
  );
  const className = `admin-stat-card${small ? " admin-stat-card--small" : ""}`;
  return to ? (
    <Link to={to} className={className}>
      {content}
    </Link>
  ) : (
    <div className={`${className} admin-stat-card--static`}>{content}</div>
  );
}
