/** Coverage outline colours (reference §4.3): <50 red, <70 orange, <80 yellow, <90 lime, else green. */
export function coverageBorderColour(coverage: number): string {
  if (coverage < 50) return '#ef4444';
  if (coverage < 70) return '#FFA500';
  if (coverage < 80) return '#FEDE00';
  if (coverage < 90) return '#D4E157';
  return '#4CAF50';
}

export function formatPercent(value: number): string {
  return `${value.toFixed(value >= 99.95 || value === 0 ? 0 : 1)}%`;
}
