/**
 * The Vue project template (examples/stackblitz/vue/) as `?raw` files, loaded only on opening a Vue example.
 */
import type {TemplateFiles} from './project';
import indexHtml from '@site/examples/stackblitz/vue/index.html?raw';
import viteConfig from '@site/examples/stackblitz/vue/vite.config.ts?raw';
import main from '@site/examples/stackblitz/vue/src/main.ts?raw';

export default {
  'index.html': indexHtml,
  'vite.config.ts': viteConfig,
  'src/main.ts': main,
} satisfies TemplateFiles;
