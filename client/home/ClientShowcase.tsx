import { useState } from 'react';
import type { ClientReference } from '../../content/types.ts';
import type { ClientShowcaseLabels } from '../../content/interface.ts';
import { accentOf } from '../ui/accent.ts';
import { fill } from '../../content/template.ts';

export interface ClientShowcaseProps {
  clients: ClientReference[];
  labels: ClientShowcaseLabels;
}

/** Client logos; choosing one shows its project in a side panel (hidden while none is chosen). */
export default function ClientShowcase({ clients, labels }: ClientShowcaseProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const client = selected === null ? null : clients[selected];
  return (
    <div className={`client-showcase${client ? ' has-selection' : ''}`}>
      <ul className="client-logos">
        {clients.map((item, index) => (
          <li key={item.name}>
            <button
              type="button"
              className="client-logo"
              aria-pressed={selected === index}
              aria-controls="client-panel"
              onClick={() => setSelected(selected === index ? null : index)}
            >
              <img src={item.logo} alt={item.name} width="200" height="80" loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      <div id="client-panel" className="client-panel-slot" aria-live="polite">
        {client && (
          <aside className="client-panel" aria-label={fill(labels.panel, { name: client.name })} data-accent={accentOf(client.gradient)}>
            <p className="badge">{client.badgeLabel ?? labels.badge}</p>
            <p className="client-panel__sector">{client.sector}</p>
            <h3 className="client-panel__name">{client.name}</h3>
            <p className="client-panel__solution">{client.solution}</p>
            <p className="client-panel__impact-title">{labels.impact}</p>
            <p className="client-panel__impact">{client.impact}</p>
            <ul className="tags">
              {client.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
            <button type="button" className="button button--ghost client-panel__close" onClick={() => setSelected(null)}>
              {labels.close}
              <span className="visually-hidden">{fill(labels.closeProject, { name: client.name })}</span>
            </button>
          </aside>
        )}
      </div>
    </div>
  );
}
