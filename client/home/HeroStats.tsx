import { useEffect, useRef } from 'react';
import type { StatCard } from '../../content/types.ts';
import { Counter } from '../ui/Counter.tsx';
import { prefersReducedMotion } from '../hooks/motion.ts';

export interface HeroStatsProps {
  stats: StatCard[];
  delay: number;
}

/** Largest shift of the cards, in px, when the pointer reaches the edge of the hero. */
export const PARALLAX_RANGE = 10;

/** The hero's stat cards: counters, and a pointer-driven parallax (fine pointers, full motion only). */
export default function HeroStats({ stats, delay }: HeroStatsProps) {
  const layer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = layer.current;
    if (!element || prefersReducedMotion() || !window.matchMedia('(pointer: fine)').matches) return;
    let frame = 0;
    const onMove = (event: PointerEvent) => {
      const x = (event.clientX / window.innerWidth - 0.5) * 2;
      const y = (event.clientY / window.innerHeight - 0.5) * 2;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        element.style.transform = `translate3d(${(x * PARALLAX_RANGE).toFixed(1)}px, ${(y * PARALLAX_RANGE).toFixed(1)}px, 0)`;
      });
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => {
      window.removeEventListener('pointermove', onMove);
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div className="hero-stats" ref={layer} data-parallax="">
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
