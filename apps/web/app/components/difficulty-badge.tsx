import { usePreferences } from '../lib/preferences-context';
import { difficultyLabel } from '../lib/difficulty-display';

export function DifficultyBadge({ raw }: { raw: number }) {
  const { preferences } = usePreferences();
  const label = difficultyLabel(
    raw,
    preferences.difficultyDisplayStyle,
    preferences.difficultyValueStyle,
  );
  if (!label) return null;
  return (
    <span className={`font-semibold ${label.colourClass}`} title={label.tooltip}>
      {label.text}
    </span>
  );
}
