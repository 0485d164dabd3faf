/**
 * A small bar chart of an article's last 12 months: one bar per month, abstract and full-text views stacked
 * (darker: full text), 96 × 24 px, scaled to the busiest month. Plain SVG (no chart library: the usage chunk stays
 * small); each bar names its month and counts in a tooltip, and the chart has an accessible name. Twelve months
 * without views draw no chart (it would be a row of empty bars): a short 'No views in the last 12 months' instead.
 */
import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { usageMessages as m } from './messages.js';

/** One month of counts ('YYYY-MM'). */
export interface ChartMonth {
  month: string;
  abstractViews: number;
  fulltextViews: number;
  downloads: number;
}

const WIDTH = 96;
const HEIGHT = 24;
const GAP = 2;

/** The chart of `months` (oldest first), or the line saying they had no views. */
export function UsageChart({ months }: { months: readonly ChartMonth[] }) {
  const intl = useIntl();
  const max = Math.max(0, ...months.map((x) => x.abstractViews + x.fulltextViews));
  if (max === 0) return <Text data-testid="usage-chart-empty">{intl.formatMessage(m.noViews)}</Text>;
  const bar = months.length ? (WIDTH - GAP * (months.length - 1)) / months.length : WIDTH;
  const label = (month: string) => {
    const [y, mo] = month.split('-').map(Number);
    return intl.formatDate(Date.UTC(y ?? 1970, (mo ?? 1) - 1, 1), { year: 'numeric', month: 'short', timeZone: 'UTC' });
  };
  return (
    <svg
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={intl.formatMessage(m.chart)}
      data-testid="usage-chart"
    >
      {months.map((x, i) => {
        const total = ((x.abstractViews + x.fulltextViews) / max) * HEIGHT;
        const full = (x.fulltextViews / max) * HEIGHT;
        const left = i * (bar + GAP);
        return (
          <g key={x.month}>
            <title>
              {intl.formatMessage(m.month, {
                month: label(x.month),
                views: intl.formatNumber(x.abstractViews),
                fulltext: intl.formatNumber(x.fulltextViews),
                downloads: intl.formatNumber(x.downloads),
              })}
            </title>
            <rect x={left} y={0} width={bar} height={HEIGHT} fill="transparent" />
            <rect x={left} y={HEIGHT - Math.max(total, 1)} width={bar} height={Math.max(total, 1)} fill="#9ec5e8" />
            {full > 0 && <rect x={left} y={HEIGHT - full} width={bar} height={full} fill="#2b6cb0" />}
          </g>
        );
      })}
    </svg>
  );
}
