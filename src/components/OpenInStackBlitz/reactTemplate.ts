/**
 * The React project template (examples/stackblitz/react/), imported with
 * `?raw` (src/plugins/raw-source) so the project gets the files themselves.
 * Loaded only when a reader opens a React example on StackBlitz.
 */
import type {TemplateFiles} from './project';
import indexHtml from '@site/examples/stackblitz/react/index.html?raw';
import viteConfig from '@site/examples/stackblitz/react/vite.config.ts?raw';
import tsconfig from '@site/examples/stackblitz/react/tsconfig.json?raw';
import main from '@site/examples/stackblitz/react/src/main.tsx?raw';

const template: TemplateFiles = {
  'index.html': indexHtml,
  'vite.config.ts': viteConfig,
  'tsconfig.json': tsconfig,
  'src/main.tsx': main,
};

export default template;
