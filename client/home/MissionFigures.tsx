import { useRef } from 'react';
import type { StatCard } from '../../content/types.ts';
import { Counter } from '../ui/Counter.tsx';

export interface MissionFiguresProps {
  figures: (StatCard | { fixed: string; label: string })[];
}

/** The mission figures count up once half of them is visible (SPEC.md: threshold 0.5). */
export default function MissionFigures({ figures }: MissionFiguresProps) {
  const section = useRef<HTMLUListElement>(null);
  return (
    <ul className="mission-figures" ref={section}>
      {figures.map((figure) => (
        <li className="mission-figure" key={figure.label}>
          <span className="mission-figure__value">
            {'fixed' in figure ? figure.fixed : <Counter stat={figure} threshold={0.5} triggerRef={section} />}
          </span>
          <span className="mission-figure__label">{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}
