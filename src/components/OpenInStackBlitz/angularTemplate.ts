/**
 * The Angular project template (examples/stackblitz/angular/) as `?raw` files, loaded only on opening an
 * Angular example.
 */
import type {TemplateFiles} from './project';
import angularJson from '@site/examples/stackblitz/angular/angular.json?raw';
import tsconfig from '@site/examples/stackblitz/angular/tsconfig.json?raw';
import indexHtml from '@site/examples/stackblitz/angular/src/index.html?raw';
import main from '@site/examples/stackblitz/angular/src/main.ts?raw';

export default {
  'angular.json': angularJson,
  'tsconfig.json': tsconfig,
  'src/index.html': indexHtml,
  'src/main.ts': main,
} satisfies TemplateFiles;
