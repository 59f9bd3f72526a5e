/**
 * A chart as a figure: a heading, the drawing (hidden from screen readers, who read the caption)
 * and a caption that says in words what the chart shows. The drawings are recharts SVG, which
 * measure their box in the browser, so the server renders the caption and an empty box.
 */
import type { ReactNode } from 'react';

export function ChartFigure({
  title,
  summary,
  children,
  headingLevel = 2,
}: {
  title: string;
  summary: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <figure className="rounded-lg border border-gray-200 p-4 dark:border-gray-800">
      <Heading className="text-lg font-semibold">{title}</Heading>
      <div aria-hidden="true" className="mt-2 h-60 w-full text-gray-700 dark:text-gray-300">
        {children}
      </div>
      <figcaption className="mt-2 text-sm text-gray-700 dark:text-gray-300">{summary}</figcaption>
    </figure>
  );
}

/** Axis ticks in the text's colour (light and dark). */
export const chartTick = { fill: 'currentColor', fontSize: 12 };
