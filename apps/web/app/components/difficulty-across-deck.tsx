/**
 * Difficulty across a deck (issue 21): a bar per sub-deck (volume, episode…) in deck order, so
 * a reader sees where a series gets harder. A deck without sub-decks (a novel in one file, a
 * film's subtitles) shows its own text by tenths instead ("0–10 %", "10–20 %"…). Shown when at
 * least two bars have a difficulty; the caption says the easiest and hardest part in words (the
 * chart is hidden from screen readers, ChartFigure).
 */
import type { DifficultyProfileDto } from '@goi/contracts';
import { difficultyLevelName, type MediaType, subDeckNoun } from '@goi/contracts/values';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure, chartTick } from './chart-figure';

type TextPart = DifficultyProfileDto['textParts'][number];

function extremes<T extends { difficulty: number }>(rated: readonly T[]): [T, T] {
  const easiest = rated.reduce((a, b) => (b.difficulty < a.difficulty ? b : a));
  const hardest = rated.reduce((a, b) => (b.difficulty > a.difficulty ? b : a));
  return [easiest, hardest];
}

const rating = (difficulty: number) =>
  `${difficulty.toFixed(1)}, ${difficultyLevelName(difficulty) ?? ''}`;

export function difficultySummary(parts: DifficultyProfileDto['parts'], noun: string): string {
  const rated = parts.filter((part) => part.difficulty >= 0);
  const [easiest, hardest] = extremes(rated);
  const name = (part: (typeof rated)[number]) =>
    `${noun} ${part.deckOrder} (${rating(part.difficulty)})`;
  return `Difficulty of ${rated.length} ${rated.length === 1 ? noun.toLowerCase() : 'parts'} from 0 to 5. Easiest: ${name(easiest)}; hardest: ${name(hardest)}.`;
}

/** "20–30 %": the share of the text a part covers. */
export function textPartRange(part: Pick<TextPart, 'fromPercent' | 'toPercent'>): string {
  return `${part.fromPercent}–${part.toPercent} %`;
}

export function textPartsSummary(parts: readonly TextPart[]): string {
  const [easiest, hardest] = extremes(parts);
  const name = (part: TextPart) =>
    `${textPartRange(part)} of the text (${rating(part.difficulty)})`;
  // A tenth without text (one very long line covers it) has no bar: say how many are shown.
  const tenths =
    parts.length === 10 ? 'each tenth of the text' : `${parts.length} tenths of the text`;
  return `Difficulty of ${tenths} from 0 to 5. Easiest: ${name(easiest)}; hardest: ${name(hardest)}.`;
}

export function DifficultyAcrossDeck({
  profile,
  mediaType,
}: {
  profile: DifficultyProfileDto;
  mediaType: MediaType;
}) {
  const rated = profile.parts.filter((part) => part.difficulty >= 0);
  if (rated.length >= 2) {
    const noun = subDeckNoun[mediaType].singular;
    return (
      <ChartFigure title="Difficulty across the deck" summary={difficultySummary(rated, noun)}>
        <DifficultyBars
          bars={rated.map((part) => ({
            axis: String(part.deckOrder),
            name: `${noun} ${part.deckOrder}`,
            difficulty: part.difficulty,
          }))}
        />
      </ChartFigure>
    );
  }
  const textParts = profile.textParts.filter((part) => part.difficulty >= 0);
  if (textParts.length < 2) return null;
  return (
    <ChartFigure title="Difficulty across the deck" summary={textPartsSummary(textParts)}>
      <DifficultyBars
        bars={textParts.map((part) => ({
          axis: textPartRange(part),
          name: `${textPartRange(part)} of the text`,
          difficulty: part.difficulty,
        }))}
      />
    </ChartFigure>
  );
}

/** One bar per part: `axis` under the bar, `name` in the tooltip. */
function DifficultyBars({ bars }: { bars: { axis: string; name: string; difficulty: number }[] }) {
  const names = new Map(bars.map((bar) => [bar.axis, bar.name]));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={bars} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} vertical={false} />
        <XAxis dataKey="axis" tick={chartTick} />
        <YAxis domain={[0, 5]} ticks={[0, 1, 2, 3, 4, 5]} tick={chartTick} width={30} />
        <Tooltip
          formatter={(value) => Number(value).toFixed(2)}
          labelFormatter={(label) => (typeof label === 'string' ? (names.get(label) ?? label) : '')}
        />
        <Bar dataKey="difficulty" name="Difficulty" fill="#7e22ce" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
