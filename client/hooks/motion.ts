import { useEffect, useState } from 'react';
import { REDUCED_MOTION_QUERY as QUERY } from '../motion/reduced-motion.ts';

/** False on the server and during hydration (so the markup matches), then the visitor's setting. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(QUERY);
    setReduced(media.matches);
    const onChange = () => setReduced(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return reduced;
}
