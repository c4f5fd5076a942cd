import type { StatCard } from '../../content/types.ts';
import { Counter } from '../ui/Counter.tsx';

/** The hero's stat cards: counters, moved a little by the pointer (client/motion/parallax.ts). */
export function HeroStats({ stats, delay }: { stats: StatCard[]; delay: number }) {
  return (
    <div className="hero-stats" data-parallax="">
      {stats.map((stat, index) => (
        <div className={`stat-card stat-card--${index}`} key={stat.label}>
          <p className="stat-card__value">
            <Counter stat={stat} delay={delay} />
          </p>
          <p className="stat-card__label">{stat.label}</p>
        </div>
      ))}
    </div>
  );
}
