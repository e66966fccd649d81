// A horizontal bar chart drawn as plain SVG (no chart library: a few hundred bytes instead of ~100 KB), with its
// numbers in a table beside it for screen readers and anyone who wants the figures. The SVG is hidden from
// assistive technology, since the table says everything it shows.
const BAR = 14;
const GAP = 6;
const LABEL_WIDTH = 150;
const WIDTH = 520;
const SERIES_COLOURS = ["var(--color-accent)", "#b7791f", "#2f6b3b"];

export interface ChartRow {
  label: string;
  values: number[];
}

export function BarChart({ caption, series, rows }: { caption: string; series: string[]; rows: ChartRow[] }) {
  const max = Math.max(1, ...rows.flatMap((r) => r.values));
  const group = series.length * BAR + GAP * 2;
  const height = Math.max(group, rows.length * group) + 20;
  const scale = (v: number) => ((WIDTH - LABEL_WIDTH - 50) * v) / max;
  return (
    <figure className="lead-chart-figure">
      {rows.length === 0 ? (
        <p className="admin-muted">No data in this range.</p>
      ) : (
        <svg
          className="lead-chart"
          viewBox={`0 0 ${WIDTH} ${height}`}
          width={WIDTH}
          height={height}
          aria-hidden="true"
          focusable="false"
        >
          {series.length > 1
            ? series.map((name, s) => (
                <g key={name} transform={`translate(${LABEL_WIDTH + s * 110}, 0)`}>
                  <rect width="10" height="10" y="2" fill={SERIES_COLOURS[s]} />
                  <text x="14" y="11">
                    {name}
                  </text>
                </g>
              ))
            : null}
          {rows.map((row, i) => {
            const y = 20 + i * group;
            return (
              <g key={row.label} transform={`translate(0, ${y})`}>
                <text x={LABEL_WIDTH - 6} y={group / 2} textAnchor="end" dominantBaseline="middle">
                  {row.label.length > 22 ? `${row.label.slice(0, 21)}…` : row.label}
                </text>
                {row.values.map((v, s) => (
                  <g key={series[s]}>
                    <rect
                      x={LABEL_WIDTH}
                      y={GAP + s * BAR}
                      width={scale(v)}
                      height={BAR - 2}
                      fill={SERIES_COLOURS[s]}
                    />
                    <text
                      x={LABEL_WIDTH + scale(v) + 4}
                      y={GAP + s * BAR + BAR / 2}
                      dominantBaseline="middle"
                    >
                      {v}
                    </text>
                  </g>
                ))}
              </g>
            );
          })}
        </svg>
      )}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{caption.split(" by ")[1] ?? ""}</th>
              {series.map((s) => (
                <th key={s} scope="col">
                  {s}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.values.map((v, s) => (
                  <td key={series[s]}>{v}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
