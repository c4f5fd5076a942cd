import { useState } from 'react';
import type { TouchTableSize } from '../../content/types.ts';
import type { TouchSizesLabels } from '../../content/interface.ts';
import { fill } from '../ui/format.ts';
import { SpecList } from '../ui/SpecList.tsx';

/** Size selector of the touch tables: choosing a size shows that size's specifications. */
export default function TouchSizes({ sizes, labels }: { sizes: TouchTableSize[]; labels: TouchSizesLabels }) {
  const [selected, setSelected] = useState(0);
  const size = sizes[selected];
  if (!size) return null;
  return (
    <div className="sizes">
      <div className="sizes__choices" role="group" aria-label={labels.group}>
        {sizes.map((option, index) => (
          <button key={option.inches} type="button" className="size-button" aria-pressed={selected === index} aria-controls="taille-details" onClick={() => setSelected(index)}>
            {option.inches}″
            <span className="visually-hidden">{labels.inches}</span>
          </button>
        ))}
      </div>
      <div id="taille-details" className="sizes__details" aria-live="polite">
        <h3>{fill(labels.title, { inches: size.inches })}</h3>
        <p>{size.summary}</p>
        <SpecList specs={size.specs} />
      </div>
    </div>
  );
}
