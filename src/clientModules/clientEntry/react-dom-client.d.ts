/**
 * The part of React DOM 18's client API that ./index.tsx uses (the site has no
 * @types/react-dom: the @types/react that Docusaurus brings is version 19).
 */
declare module 'react-dom/client' {
  import type {ReactNode} from 'react';

  interface RootOptions {
    onRecoverableError?: (error: unknown, errorInfo: unknown) => void;
  }
  export interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }
  export function createRoot(container: Element, options?: RootOptions): Root;
  export function hydrateRoot(container: Element, initialChildren: ReactNode, options?: RootOptions): Root;
  const ReactDOM: {createRoot: typeof createRoot; hydrateRoot: typeof hydrateRoot};
  export default ReactDOM;
}
