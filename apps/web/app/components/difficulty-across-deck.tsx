/**
 * Difficulty across a deck (issue 21): a bar per sub-deck (volume, episode…) in deck order, so
 * a reader sees where a series gets harder. Shown when at least two parts have a difficulty;
 * the caption says the easiest and hardest part in words (the chart is hidden from screen
 * readers, ChartFigure).
 */
import type { DifficultyProfileDto } from '@goi/contracts';
import { difficultyLevelName, type MediaType, subDeckNoun } from '@goi/contracts/values';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure, chartTick } from './chart-figure';

export function difficultySummary(parts: DifficultyProfileDto['parts'], noun: string): string {
  const rated = parts.filter((part) => part.difficulty >= 0);
  const easiest = rated.reduce((a, b) => (b.difficulty < a.difficulty ? b : a));
  const hardest = rated.reduce((a, b) => (b.difficulty > a.difficulty ? b : a));
  const name = (part: (typeof rated)[number]) =>
    `${noun} ${part.deckOrder} (${part.difficulty.toFixed(1)}, ${difficultyLevelName(part.difficulty) ?? ''})`;
  return `Difficulty of ${rated.length} ${rated.length === 1 ? noun.toLowerCase() : 'parts'} from 0 to 5. Easiest: ${name(easiest)}; hardest: ${name(hardest)}.`;
}

export function DifficultyAcrossDeck({
  profile,
  mediaType,
}: {
  profile: DifficultyProfileDto;
  mediaType: MediaType;
}) {
  const rated = profile.parts.filter((part) => part.difficulty >= 0);
  if (rated.length < 2) return null;
  const noun = subDeckNoun[mediaType].singular;
  return (
    <ChartFigure title="Difficulty across the deck" summary={difficultySummary(rated, noun)}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rated} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} vertical={false} />
          <XAxis dataKey="deckOrder" tick={chartTick} />
          <YAxis domain={[0, 5]} ticks={[0, 1, 2, 3, 4, 5]} tick={chartTick} width={30} />
          <Tooltip
            formatter={(value) => Number(value).toFixed(2)}
            labelFormatter={(label) => `${noun} ${Number(label)}`}
          />
          <Bar dataKey="difficulty" name="Difficulty" fill="#7e22ce" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
