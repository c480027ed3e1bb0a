/**
 * Infima's icons are served as files (src/plugins/stylesheet-icons): the built stylesheets hold
 * no SVG image as a data URI (Chromium would build each one inside the first style pass of every
 * page), every file they point to is in the build, and an Infima icon that no longer matches its
 * file stops the build with a message naming the variable.
 */
import {readdirSync, readFileSync, existsSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {ICONS, iconsPostCssPlugin} from '../../src/plugins/stylesheet-icons';
import {BUILD_DIR} from '../support/site';

const cssDir = join(BUILD_DIR, 'assets/css');
const stylesheets = readdirSync(cssDir).filter((name) => name.endsWith('.css'));

test('the built stylesheets hold no SVG data URI, and every file they point to exists', () => {
  expect(stylesheets.length).toBeGreaterThan(0);
  const pointedTo: string[] = [];
  for (const name of stylesheets) {
    const css = readFileSync(join(cssDir, name), 'utf8');
    expect(css.match(/data:image\/svg[^)]{0,60}/g) ?? [], `SVG data URIs in ${name}`).toEqual([]);
    for (const [, url] of css.matchAll(/url\(["']?(\/[^)"']+)["']?\)/g)) {
      expect(existsSync(join(BUILD_DIR, url!)), `${url} (from ${name}) in build/`).toBe(true);
      pointedTo.push(url!);
    }
  }
  for (const icon of Object.values(ICONS)) expect(pointedTo).toContain(`/img/icons/${icon}`);
});

test('an Infima icon that differs from its file stops the build, naming the variable', () => {
  const infima = {input: {file: '/site/node_modules/infima/dist/css/default/default.css'}};
  const rewritten: string[] = [];
  const plugin = iconsPostCssPlugin('/', (variable) => rewritten.push(variable));
  const served = readFileSync(join(__dirname, '../../static/img/icons/chevron.svg'), 'utf8').trim();

  const same = {
    prop: '--ifm-menu-link-sublist-icon',
    value: `url('data:image/svg+xml;utf8,${served}')`,
    source: infima,
  };
  plugin.Declaration(same);
  expect(same.value).toBe('/* webpackIgnore: true */ url(/img/icons/chevron.svg)');
  expect(rewritten).toEqual(['--ifm-menu-link-sublist-icon']);

  const changed = {
    prop: '--ifm-menu-link-sublist-icon',
    value: `url('data:image/svg+xml;utf8,${served.replace('0.5', '0.6')}')`,
    source: infima,
  };
  expect(() => plugin.Declaration(changed)).toThrow(
    /--ifm-menu-link-sublist-icon .*static\/img\/icons\/chevron\.svg/,
  );

  // The site's own stylesheets are left alone.
  const own = {
    prop: '--ifm-menu-link-sublist-icon',
    value: 'none',
    source: {input: {file: '/site/src/css/custom.css'}},
  };
  plugin.Declaration(own);
  expect(own.value).toBe('none');
});
