import type { ComponentType } from 'react';
import type { IslandName } from './registry.ts';
import { scriptJson } from './script-json.ts';

/**
 * Server side of an island: renders the component in place, marks it for hydration and puts its
 * props in a JSON block right after it (no inline script, so the CSP can forbid them).
 */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>) {
  function Island(props: P) {
    return (
      <>
        <div data-island={name}>
          <Component {...props} />
        </div>
        <script
          type="application/json"
          data-island-props={name}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: scriptJson escapes < > &, so the props cannot close the script
          dangerouslySetInnerHTML={{ __html: scriptJson(props ?? {}) }}
        />
      </>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
