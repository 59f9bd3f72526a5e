/**
 * "How many words must I learn to read this at 95 %?": the deck's coverage curve for this reader
 * (from their known words, or from none) and the milestones, each with a link to the download of
 * exactly those words (the target-coverage download takes the same words in the same order).
 */
import type { CoverageCurveDto } from '@goi/contracts';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatPercent } from '../lib/coverage';
import { formatInteger } from '../lib/format';
import { ChartFigure, chartTick } from './chart-figure';

/** Ticks of the log-scaled axis (words learned). */
const POWERS_OF_TEN = [1, 10, 100, 1_000, 10_000, 100_000];

function summaryOf(curve: CoverageCurveDto, personal: boolean): string {
  const start = personal
    ? `With the words you know you read ${formatPercent(curve.startCoverage)} of this text.`
    : `For a reader who knows none of its ${formatInteger(curve.totalUniqueWords)} words.`;
  const steps = curve.milestones
    .map(({ target, words }) =>
      words === 0
        ? `${target}% is reached already`
        : `${formatInteger(words)} words reach ${target}%`,
    )
    .join('; ');
  return `${start} Learning its most frequent words first: ${steps}.`;
}

export function CoverageCurve({
  curve,
  personal,
  onDownload,
}: {
  curve: CoverageCurveDto;
  /** True when the curve starts from the reader's known words. */
  personal: boolean;
  /** Opens the target-coverage download for this goal. */
  onDownload: (targetCoverage: number) => void;
}) {
  if (curve.totalUniqueWords === 0) return null;
  return (
    <section aria-labelledby="curve-title" className="flex flex-col gap-3">
      <h2 id="curve-title" className="text-xl font-semibold">
        Words to learn
      </h2>
      <ul
        className="flex flex-col gap-2 sm:flex-row sm:flex-wrap"
        data-testid="coverage-milestones"
      >
        {curve.milestones.map(({ target, words }) => (
          <li
            key={target}
            className="flex items-center justify-between gap-3 rounded border border-gray-200 px-3 py-2 sm:flex-col sm:items-start dark:border-gray-800"
          >
            <span>
              <span className="text-lg font-semibold">{`${target}%`}</span>{' '}
              <span className="text-sm text-gray-700 dark:text-gray-300">
                {words === 0 ? 'reached' : `learn ${formatInteger(words)} words`}
              </span>
            </span>
            {words > 0 && (
              <button
                type="button"
                onClick={() => onDownload(target)}
                className="text-sm text-purple-700 underline hover:no-underline dark:text-purple-300"
                aria-label={`Download them: the ${formatInteger(words)} words that reach ${target}%`}
              >
                Download them
              </button>
            )}
          </li>
        ))}
      </ul>
      <ChartFigure
        title="Coverage as you learn"
        summary={summaryOf(curve, personal)}
        headingLevel={3}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={curve.points.filter(({ words }) => words > 0)}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
            <XAxis
              dataKey="words"
              type="number"
              scale="log"
              domain={[1, 'dataMax']}
              allowDataOverflow
              ticks={POWERS_OF_TEN.filter((n) => n <= curve.unknownWords)}
              tick={chartTick}
              tickFormatter={(value: number) => formatInteger(value)}
            />
            <YAxis domain={[0, 100]} tick={chartTick} width={40} unit="%" />
            <Tooltip
              formatter={(value) => formatPercent(Number(value))}
              labelFormatter={(label) => `${formatInteger(Number(label))} words learned`}
            />
            {curve.milestones.map(({ target }) => (
              <ReferenceLine key={target} y={target} strokeDasharray="2 4" strokeOpacity={0.6} />
            ))}
            <Line
              dataKey="coverage"
              name="Coverage"
              stroke="#7e22ce"
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </ChartFigure>
    </section>
  );
}
