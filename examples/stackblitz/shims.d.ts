/**
 * Just enough of Vite, its plugins, Vue and react-dom for
 * tests/unit/stackblitz-projects.spec.ts to type-check the templates'
 * entries and configs. Not part of any project: StackBlitz installs the real
 * packages. (The Angular and package declarations are in ../shims/.)
 */
declare module 'vite' {
  export function defineConfig(config: {plugins?: readonly unknown[]}): unknown;
}

declare module '@vitejs/plugin-react' {
  export default function react(): unknown;
}

declare module '@vitejs/plugin-vue' {
  export default function vue(): unknown;
}

declare module 'react-dom/client' {
  import type {ReactNode} from 'react';

  export function createRoot(container: Element): {render(children: ReactNode): void};
}

declare module 'vue' {
  export function createApp(rootComponent: unknown): {mount(container: string | Element): unknown};
}

declare module '*.vue' {
  const component: unknown;
  export default component;
}
