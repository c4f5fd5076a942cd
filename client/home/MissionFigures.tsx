import type { StatCard } from '../../content/types.ts';
import { Counter } from '../ui/Counter.tsx';

/** Share of the mission figures that must be visible before they count up (half of them). */
const VISIBLE_SHARE = 0.5;

/** The mission figures count up once half of them is visible. */
export function MissionFigures({ figures }: { figures: (StatCard | { fixed: string; label: string })[] }) {
  return (
    <ul className="mission-figures" data-count-when-visible={VISIBLE_SHARE}>
      {figures.map((figure) => (
        <li className="mission-figure" key={figure.label}>
          <span className="mission-figure__value">{'fixed' in figure ? figure.fixed : <Counter stat={figure} />}</span>
          <span className="mission-figure__label">{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}
