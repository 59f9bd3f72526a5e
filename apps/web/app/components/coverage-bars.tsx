import { formatPercent } from '../lib/coverage';

function Bar({ label, value, total }: { label: string; value: number; total: number }) {
  const known = Math.round((Math.min(value, 100) / 100) * total);
  return (
    <div className="text-xs" title={`${known} / ${total}`}>
      <div className="flex justify-between">
        <span>{label}</span>
        <span>{formatPercent(Math.min(value, 100))}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(Math.min(value, 100))}
        className="h-2 rounded bg-gray-200 dark:bg-gray-700"
      >
        <div className="h-2 rounded bg-purple-600" style={{ width: `${Math.min(value, 100)}%` }} />
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
