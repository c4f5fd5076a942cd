import { useRef, type RefObject } from 'react';
import type { StatCard } from '../../content/types.ts';
import { useCountUp } from '../hooks/useCountUp.ts';
import { formatNumber } from './format.ts';

/**
 * A figure that counts up. Screen readers and search engines get the final figure once; the moving
 * digits are hidden from them.
 */
export function Counter(props: {
  stat: StatCard;
  delay?: number;
  /** Share of the trigger element that must be visible to start; without it, start on mount. */
  threshold?: number;
  /** Element watched for visibility (the whole section); defaults to the counter itself. */
  triggerRef?: RefObject<Element | null>;
}) {
  const { stat, delay, threshold } = props;
  const ownRef = useRef<HTMLSpanElement>(null);
  const value = useCountUp(props.triggerRef ?? ownRef, { target: stat.target, duration: stat.duration, delay, threshold });
  const text = (n: number) => `${stat.prefix}${formatNumber(n, stat.decimals)}${stat.suffix}`;
  return (
    <span className="counter" ref={ownRef}>
      <span aria-hidden="true" data-counter-target={text(stat.target)}>
        {text(value)}
      </span>
      <span className="visually-hidden">{text(stat.target)}</span>
    </span>
  );
}
