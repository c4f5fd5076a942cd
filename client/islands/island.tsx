import type { ComponentProps, ComponentType } from 'react';
import type { IslandName } from './registry.ts';
import { scriptJson } from './script-json.ts';

/**
 * Server side of an island: renders the component in place, marks it for hydration and puts its
 * props in a JSON block right after it (no inline script, so the CSP can forbid them).
 */
export function island<C extends ComponentType<any>>(name: IslandName, Component: C) {
  function Island(props: ComponentProps<C>) {
    return (
      <>
        <div data-island={name}>
          <Component {...props} />
        </div>
        <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: scriptJson(props ?? {}) }} />
      </>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
