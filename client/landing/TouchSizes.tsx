import { useState } from 'react';
import type { TouchTableSize } from '../../content/types.ts';
import type { TouchSizesLabels } from '../../content/interface.ts';
import { fill } from '../../content/template.ts';
import { SpecList } from '../ui/SpecList.tsx';
import { Picture } from '../ui/Picture.tsx';
import type { ResponsiveImage } from '../../content/image.ts';

/** The picture takes the left column on a laptop, the whole width on a phone. */
const PICTURE_SIZES = '(min-width: 900px) 440px, calc(100vw - 40px)';

/**
 * Size selector of the touch tables: choosing a size shows that size's specifications, and its
 * picture (the table beside people, every size drawn at the same scale).
 */
export default function TouchSizes({ sizes, labels }: { sizes: (TouchTableSize & { picture?: ResponsiveImage })[]; labels: TouchSizesLabels }) {
  const [selected, setSelected] = useState(0);
  const size = sizes[selected];
  if (!size) return null;
  return (
    <div className="sizes">
      <div className="sizes__side">
        {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons, not form fields: a fieldset would bring its own border and minimum width */}
        <div className="sizes__choices" role="group" aria-label={labels.group}>
          {sizes.map((option, index) => (
            <button
              key={option.inches}
              type="button"
              className="size-button"
              aria-pressed={selected === index}
              aria-controls="taille-details"
              onClick={() => setSelected(index)}
            >
              {option.inches}″<span className="visually-hidden">{labels.inches}</span>
            </button>
          ))}
        </div>
        {size.picture && size.imageAlt && (
          <Picture key={size.inches} image={size.picture} alt={size.imageAlt} sizes={PICTURE_SIZES} className="sizes__picture" />
        )}
      </div>
      <div id="taille-details" className="sizes__details" aria-live="polite">
        <h3>{fill(labels.title, { inches: size.inches })}</h3>
        <p>{size.summary}</p>
        <SpecList specs={size.specs} />
      </div>
    </div>
  );
}
