/**
 * The Vue project template (examples/stackblitz/vue/), imported with `?raw`
 * (src/plugins/raw-source) so the project gets the files themselves.
 * Loaded only when a reader opens a Vue example on StackBlitz.
 */
import type {TemplateFiles} from './project';
import indexHtml from '@site/examples/stackblitz/vue/index.html?raw';
import viteConfig from '@site/examples/stackblitz/vue/vite.config.ts?raw';
import main from '@site/examples/stackblitz/vue/src/main.ts?raw';

const template: TemplateFiles = {
  'index.html': indexHtml,
  'vite.config.ts': viteConfig,
  'src/main.ts': main,
};

export default template;
