/** The charts of /study/stats, drawn by recharts as SVG in a `ChartFigure` each. */
import type { StudyStats } from '@goi/contracts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartFigure, chartTick } from '../components/chart-figure';

const dayLabel = (day: string) => day.slice(5);

export function ReviewsChart({ stats }: { stats: StudyStats }) {
  const total = stats.reviewsPerDay.reduce((sum, day) => sum + day.reviews, 0);
  const again = stats.reviewsPerDay.reduce((sum, day) => sum + day.again, 0);
  const busiest = stats.reviewsPerDay.reduce(
    (best, day) => (day.reviews > best.reviews ? day : best),
    stats.reviewsPerDay[0]!,
  );
  const data = stats.reviewsPerDay.map((day) => ({
    day: dayLabel(day.day),
    recalled: day.reviews - day.again,
    again: day.again,
  }));
  return (
    <ChartFigure
      title="Reviews per day"
      summary={
        total === 0
          ? 'No answers in the last 30 days.'
          : `${total} answers in the last 30 days (${again} Again); the busiest day was ${busiest.day} with ${busiest.reviews}.`
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
          <XAxis dataKey="day" tick={chartTick} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tick={chartTick} width={36} />
          <Tooltip />
          <Legend />
          <Bar
            dataKey="recalled"
            name="Recalled"
            stackId="a"
            fill="#15803d"
            isAnimationActive={false}
          />
          <Bar dataKey="again" name="Again" stackId="a" fill="#b91c1c" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

export function ForecastChart({ stats }: { stats: StudyStats }) {
  const total = stats.forecast.reduce((sum, day) => sum + day.cards, 0);
  const data = stats.forecast.map((day) => ({ day: dayLabel(day.day), cards: day.cards }));
  return (
    <ChartFigure
      title="Due reviews, next 30 days"
      summary={
        total === 0
          ? 'No review is due in the next 30 days.'
          : `${total} reviews due in the next 30 days, ${stats.forecast[0]!.cards} of them today.`
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
          <XAxis dataKey="day" tick={chartTick} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tick={chartTick} width={36} />
          <Tooltip />
          <Bar dataKey="cards" name="Due" fill="#6d28d9" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

const stateColors = ['#1d4ed8', '#b91c1c', '#ca8a04', '#15803d', '#7c3aed'];

export function CardStatesChart({ stats }: { stats: StudyStats }) {
  const { new: fresh, learning, relearning, young, mature } = stats.cardsByState;
  const data = [
    { state: 'New', cards: fresh },
    { state: 'Learning', cards: learning },
    { state: 'Relearning', cards: relearning },
    { state: 'Young', cards: young },
    { state: 'Mature', cards: mature },
  ];
  return (
    <ChartFigure
      title="Cards by state"
      summary={`${fresh} new, ${learning} learning, ${relearning} relearning, ${young} young (interval under 21 days) and ${mature} mature cards.`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
          <XAxis type="number" allowDecimals={false} tick={chartTick} />
          <YAxis type="category" dataKey="state" tick={chartTick} width={80} />
          <Tooltip />
          <Bar dataKey="cards" name="Cards" isAnimationActive={false}>
            {data.map((entry, index) => (
              <Cell key={entry.state} fill={stateColors[index]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
