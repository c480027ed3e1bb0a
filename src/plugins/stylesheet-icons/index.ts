/**
 * stylesheet-icons: Infima's stylesheet carries three icons as SVG data URIs (the breadcrumb
 * separator, the search box's magnifier, and the chevron of sidebar categories, "On this page"
 * and the back-to-top button). Chromium builds an SVG document for each image it meets while it
 * computes the page's first styles, inside the longest task of every page load (3-23 ms each,
 * unthrottled). Served as files (static/img/icons/), the same images are fetched alongside the
 * scripts and built when they arrive, in short tasks of their own; the stylesheet also gets about
 * 1 KB smaller.
 *
 * A PostCSS plugin (`configurePostCss`) replaces each of Infima's three values with its file's
 * address, after checking that the file holds exactly the image Infima declares. An Infima
 * upgrade that changes an icon or its variable stops the build with a message naming both.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Infima's variable → the file in static/img/icons/ that holds its image. */
export const ICONS: Readonly<Record<string, string>> = {
  '--ifm-breadcrumb-separator': 'breadcrumb-separator.svg',
  '--ifm-menu-link-sublist-icon': 'chevron.svg',
  '--ifm-navbar-search-input-icon': 'search.svg',
};

const ICONS_DIR = path.join(__dirname, '../../../static/img/icons');
const INFIMA_CSS = /[\\/]node_modules[\\/]infima[\\/]/;

/** The SVG text of a `url('data:image/svg+xml;utf8,<svg…>')` value, or undefined. */
export function svgOfDataUrl(value: string): string | undefined {
  const match = /^url\((['"])data:image\/svg\+xml;utf8,(<svg[\s\S]*<\/svg>)\1\)$/.exec(value.trim());
  return match?.[2];
}

/** The parts of a PostCSS declaration this plugin reads and writes. */
interface DeclarationLike {
  prop: string;
  value: string;
  source?: {input?: {file?: string}};
}

/**
 * The PostCSS plugin: replaces Infima's icon data URIs with their files (see the header), calls
 * `replaced` with each variable it rewrote, and throws when a file differs from Infima's image.
 */
export function iconsPostCssPlugin(
  baseUrl: string,
  replaced: (variable: string) => void,
): {postcssPlugin: string; Declaration: (declaration: DeclarationLike) => void} {
  return {
    postcssPlugin: 'stylesheet-icons',
    Declaration(declaration) {
      const file = ICONS[declaration.prop];
      if (!file || !INFIMA_CSS.test(declaration.source?.input?.file ?? '')) return;
      // PostCSS visits a declaration again once it has changed: the file's address is left alone.
      const declared = svgOfDataUrl(declaration.value);
      if (declared === undefined) return;
      const served = readFileSync(path.join(ICONS_DIR, file), 'utf8').trim();
      if (declared !== served) {
        throw new Error(
          `stylesheet-icons: Infima's ${declaration.prop} is no longer the image in static/img/icons/${file}. ` +
            'Copy the SVG of its data URI into that file, or drop the variable from ICONS in src/plugins/stylesheet-icons.',
        );
      }
      // Left to the browser: the bundler would turn the file back into a data URI.
      declaration.value = `/* webpackIgnore: true */ url(${baseUrl}img/icons/${file})`;
      replaced(declaration.prop);
    },
  };
}

export default function stylesheetIconsPlugin(context: LoadContext): Plugin {
  const replaced = new Set<string>();
  return {
    name: 'stylesheet-icons',
    configurePostCss(options) {
      const plugin = iconsPostCssPlugin(context.baseUrl, (variable) => replaced.add(variable));
      // PostCSS takes plugin objects; Docusaurus types the list loosely.
      options.plugins.push(plugin as unknown as (typeof options.plugins)[number]);
      return options;
    },
    // A variable Infima no longer declares as an SVG data URI is never replaced.
    postBuild() {
      const missing = Object.keys(ICONS).filter((variable) => !replaced.has(variable));
      if (missing.length > 0) {
        throw new Error(
          `stylesheet-icons: Infima's stylesheet no longer declares ${missing.join(', ')} as an SVG data URI; ` +
            'update ICONS in src/plugins/stylesheet-icons.',
        );
      }
    },
  };
}
