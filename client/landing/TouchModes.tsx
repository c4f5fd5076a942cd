import { useState } from 'react';
import type { Card } from '../../content/types.ts';
import { Icon } from '../ui/Icon.tsx';

/** The touch table's modes: choosing one (click, Enter or Space) highlights it. */
export default function TouchModes({ modes }: { modes: Card[] }) {
  const [selected, setSelected] = useState(0);
  return (
    <ul className="card-grid modes">
      {modes.map((mode, index) => (
        <li key={mode.title}>
          <button type="button" className="mode" aria-pressed={selected === index} onClick={() => setSelected(index)}>
            {mode.icon && (
              <span className="icon-tile">
                <Icon name={mode.icon} />
              </span>
            )}
            <span className="mode__title">{mode.title}</span>
            <span className="mode__description">{mode.description}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
