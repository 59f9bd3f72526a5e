import { formatPercent } from '../lib/coverage';

/** Coverage never shows above 100% (rounding on the server's side must not leak through). */
function Bar({ label, value, total }: { label: string; value: number; total: number }) {
  const shown = Math.min(Math.max(value, 0), 100);
  const known = Math.round((shown / 100) * total);
  return (
    <div className="text-xs" title={`${known} / ${total}`}>
      <div className="flex justify-between">
        <span>{label}</span>
        <span>{formatPercent(shown)}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Number(shown.toFixed(2))}
        aria-valuetext={formatPercent(shown)}
        className="h-2 rounded bg-gray-200 dark:bg-gray-700"
      >
        <div className="h-2 rounded bg-purple-600" style={{ width: `${shown}%` }} />
      </div>
    </div>
  );
}

export function CoverageBars({
  coverage,
  uniqueCoverage,
  wordCount,
  uniqueWordCount,
}: {
  coverage: number;
  uniqueCoverage: number;
  wordCount: number;
  uniqueWordCount: number;
}) {
  return (
    <div className="flex flex-col gap-1" data-testid="coverage">
      <Bar label="Coverage" value={coverage} total={wordCount} />
      <Bar label="Unique coverage" value={uniqueCoverage} total={uniqueWordCount} />
    </div>
  );
}
