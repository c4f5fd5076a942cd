import type { ComponentProps, ComponentType } from 'react';
import type { IslandName } from './registry.ts';

/** JSON that is safe inside <script>: no "</script>" or "<!--" can close or confuse the block. */
export function serializeProps(props: unknown): string {
  return JSON.stringify(props ?? {})
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

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
        <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: serializeProps(props) }} />
      </>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
