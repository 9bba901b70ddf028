import { scaleBand, scaleLinear } from 'd3-scale';
import { area, curveMonotoneX, line } from 'd3-shape';

/** One day's value. */
export type DayPoint = { day: string; value: number };

const W = 320;
const H = 120;
const PAD = { top: 8, right: 6, bottom: 18, left: 6 };

/**
 * A small chart of the dashboard's last days (issue 27 "Dashboard"), drawn on the server as plain
 * SVG: d3-scale places the points and d3-shape computes the paths, so the browser gets no chart
 * script. `bars` for counts, a line over a soft area for amounts. The numbers are in a visually
 * hidden table beside it for screen readers.
 */
export function DayChart({
  points,
  kind,
  title,
  format,
  dayLabel,
  valueLabel,
}: {
  points: readonly DayPoint[];
  kind: 'bars' | 'line';
  title: string;
  format: (n: number) => string;
  dayLabel: string;
  valueLabel: string;
}) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const x = scaleBand<string>()
    .domain(points.map((p) => p.day))
    .range([PAD.left, W - PAD.right])
    .padding(0.25);
  const y = scaleLinear()
    .domain([0, max])
    .nice(3)
    .range([H - PAD.bottom, PAD.top]);
  const mid = (d: string) => (x(d) ?? 0) + x.bandwidth() / 2;
  const linePath =
    line<DayPoint>()
      .x((p) => mid(p.day))
      .y((p) => y(p.value))
      .curve(curveMonotoneX)(points as DayPoint[]) ?? '';
  const areaPath =
    area<DayPoint>()
      .x((p) => mid(p.day))
      .y0(y(0))
      .y1((p) => y(p.value))
      .curve(curveMonotoneX)(points as DayPoint[]) ?? '';
  const first = points[0]?.day;
  const last = points.at(-1)?.day;
  const short = (d?: string) => (d ? d.slice(5) : '');
  const top = y.domain()[1];
  return (
    <figure className="flex flex-col gap-1">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-label={title}
        data-testid="day-chart"
      >
        {/* the top of the scale and the baseline */}
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={y(top)}
          y2={y(top)}
          className="stroke-line"
          strokeDasharray="2 3"
        />
        <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} className="stroke-line" />
        <text
          x={W - PAD.right}
          y={y(top) + 10}
          textAnchor="end"
          className="fill-ink-faint text-[9px]"
        >
          {format(top)}
        </text>
        {kind === 'bars' ? (
          points.map((p) => (
            <rect
              key={p.day}
              x={x(p.day)}
              y={y(p.value)}
              width={x.bandwidth()}
              height={Math.max(0, y(0) - y(p.value))}
              rx={1.5}
              className="fill-brand"
            >
              <title>{`${p.day}: ${format(p.value)}`}</title>
            </rect>
          ))
        ) : (
          <>
            <path d={areaPath} className="fill-brand opacity-15" />
            <path d={linePath} className="stroke-brand" fill="none" strokeWidth={2} />
            {points.map((p) => (
              <circle key={p.day} cx={mid(p.day)} cy={y(p.value)} r={2} className="fill-brand">
                <title>{`${p.day}: ${format(p.value)}`}</title>
              </circle>
            ))}
          </>
        )}
        <text x={PAD.left} y={H - 4} className="fill-ink-faint text-[9px]">
          {short(first)}
        </text>
        <text x={W - PAD.right} y={H - 4} textAnchor="end" className="fill-ink-faint text-[9px]">
          {short(last)}
        </text>
      </svg>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{dayLabel}</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.day}>
              <td>{p.day}</td>
              <td>{format(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
