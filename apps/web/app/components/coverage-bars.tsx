import { formatPercent } from '../lib/coverage';

const clamp = (value: number) => Math.min(Math.max(value, 0), 100);

/**
 * Coverage never shows above 100% (rounding on the server's side must not leak through). The
 * bar is the Mature figure; words being learned (Young) add a lighter segment and a second
 * figure, shown only when there are some (issue 20).
 */
function Bar({
  label,
  value,
  young,
  total,
}: {
  label: string;
  value: number;
  young?: number;
  total: number;
}) {
  const shown = clamp(value);
  const withYoung = young === undefined ? shown : Math.max(clamp(young), shown);
  const hasYoung = withYoung > shown;
  const known = Math.round((shown / 100) * total);
  const knownWithYoung = Math.round((withYoung / 100) * total);
  const text = hasYoung
    ? `${formatPercent(shown)} (${formatPercent(withYoung)} with Young)`
    : formatPercent(shown);
  return (
    <div
      className="text-xs"
      title={
        hasYoung
          ? `Mature ${known} / ${total}, with Young ${knownWithYoung} / ${total}`
          : `${known} / ${total}`
      }
    >
      <div className="flex flex-wrap justify-between gap-x-2">
        <span>{label}</span>
        <span>{text}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Number(shown.toFixed(2))}
        aria-valuetext={text}
        className="flex h-2 overflow-hidden rounded bg-gray-200 dark:bg-gray-700"
      >
        <div className="h-2 bg-purple-600" style={{ width: `${shown}%` }} />
        {hasYoung && (
          <div
            className="h-2 bg-purple-300 dark:bg-purple-400"
            style={{ width: `${withYoung - shown}%` }}
            data-testid="young-coverage"
          />
        )}
      </div>
    </div>
  );
}

export function CoverageBars({
  coverage,
  uniqueCoverage,
  youngCoverage,
  youngUniqueCoverage,
  wordCount,
  uniqueWordCount,
}: {
  coverage: number;
  uniqueCoverage: number;
  /** Coverage counting Young words too (signed-in readers; absent or equal: none). */
  youngCoverage?: number;
  youngUniqueCoverage?: number;
  wordCount: number;
  uniqueWordCount: number;
}) {
  return (
    <div className="flex flex-col gap-1" data-testid="coverage">
      <Bar label="Coverage" value={coverage} young={youngCoverage} total={wordCount} />
      <Bar
        label="Unique coverage"
        value={uniqueCoverage}
        young={youngUniqueCoverage}
        total={uniqueWordCount}
      />
    </div>
  );
}
