/**
 * A pitch-accent diagram (SVG): one dot per mora, high or low, plus the particle after the word.
 * Downstep 0 = heiban (平板), 1 = atamadaka (頭高), n = mora count: odaka (尾高), else nakadaka (中高).
 */
const SMALL_KANA = new Set('ゃゅょぁぃぅぇぉャュョァィゥェォ');

export function splitMorae(kana: string): string[] {
  const morae: string[] = [];
  for (const char of kana) {
    if (SMALL_KANA.has(char) && morae.length > 0) morae[morae.length - 1] += char;
    else morae.push(char);
  }
  return morae;
}

export function pitchPattern(downstep: number, moraCount: number) {
  if (downstep === 0) return { name: 'Heiban', japanese: '平板', colour: '#d20ca3' };
  if (downstep === 1) return { name: 'Atamadaka', japanese: '頭高', colour: '#ea9316' };
  if (downstep === moraCount) return { name: 'Odaka', japanese: '尾高', colour: '#0cd24d' };
  if (downstep > 1 && downstep < moraCount)
    return { name: 'Nakadaka', japanese: '中高', colour: '#27a2ff' };
  return { name: 'Unknown', japanese: '?', colour: '#cccccc' };
}

/** High (true) or low for each mora and the following particle. */
export function pitchLevels(downstep: number, moraCount: number): boolean[] {
  return Array.from({ length: moraCount + 1 }, (_, index) => {
    if (downstep === 0) return index > 0;
    if (downstep === 1) return index === 0;
    return index > 0 && index < downstep;
  });
}

export function PitchAccent({ kana, downstep }: { kana: string; downstep: number }) {
  const morae = splitMorae(kana);
  const pattern = pitchPattern(downstep, morae.length);
  const levels = pitchLevels(downstep, morae.length);
  const step = 28;
  const y = (high: boolean) => (high ? 8 : 28);
  return (
    <figure className="inline-flex flex-col items-start">
      <svg
        width={step * levels.length + 8}
        height={56}
        role="img"
        aria-label={`${kana}: ${pattern.name} (${downstep})`}
      >
        <polyline
          fill="none"
          stroke={pattern.colour}
          strokeWidth={2}
          points={levels.map((high, i) => `${12 + i * step},${y(high)}`).join(' ')}
        />
        {levels.map((high, i) => (
          <circle
            key={i}
            cx={12 + i * step}
            cy={y(high)}
            r={4}
            fill={i === morae.length ? 'white' : pattern.colour}
            stroke={pattern.colour}
            strokeWidth={2}
          />
        ))}
        {morae.map((mora, i) => (
          <text
            key={i}
            x={12 + i * step}
            y={50}
            textAnchor="middle"
            fontSize={13}
            fill="currentColor"
          >
            {mora}
          </text>
        ))}
      </svg>
      {/* The pattern's colour marks the graph; the caption stays in the text colour (contrast). */}
      <figcaption className="text-xs">
        <span aria-hidden style={{ color: pattern.colour }}>
          ●
        </span>{' '}
        {pattern.name} <span lang="ja">{pattern.japanese}</span> [{downstep}]
      </figcaption>
    </figure>
  );
}
