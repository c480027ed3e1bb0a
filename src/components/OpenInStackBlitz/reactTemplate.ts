/**
 * The React project template (examples/stackblitz/react/) as `?raw` files, loaded only on opening a React
 * example.
 */
import type {TemplateFiles} from './project';
import indexHtml from '@site/examples/stackblitz/react/index.html?raw';
import viteConfig from '@site/examples/stackblitz/react/vite.config.ts?raw';
import tsconfig from '@site/examples/stackblitz/react/tsconfig.json?raw';
import main from '@site/examples/stackblitz/react/src/main.tsx?raw';

export default {
  'index.html': indexHtml,
  'vite.config.ts': viteConfig,
  'tsconfig.json': tsconfig,
  'src/main.tsx': main,
} satisfies TemplateFiles;
