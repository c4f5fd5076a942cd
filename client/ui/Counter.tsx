import type { StatCard } from '../../content/types.ts';
import { formatFigure } from '../../content/format.ts';

/**
 * A figure that counts up (animated by client/motion/count-up.ts). Screen readers and search engines
 * get the final figure once; the moving digits are hidden from them.
 */
export function Counter({ stat, delay }: { stat: StatCard; delay?: number }) {
  const text = formatFigure(stat.target, stat);
  return (
    <span
      className="counter"
      data-count-up=""
      data-target={stat.target}
      data-decimals={stat.decimals}
      data-prefix={stat.prefix}
      data-suffix={stat.suffix}
      data-duration={stat.duration}
      data-delay={delay}
    >
      <span aria-hidden="true" data-counter-target={text}>
        {text}
      </span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
