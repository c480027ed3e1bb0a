/**
 * src/plugins/postcss-options turns off postcss-loader's search for a PostCSS config file, so the
 * site must keep its PostCSS settings in a plugin's `configurePostCss`: a config file would be
 * silently ignored.
 */
import {test, expect} from '@playwright/test';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import postcssOptionsPlugin from '../../src/plugins/postcss-options';

const ROOT = join(__dirname, '..', '..');

test('the PostCSS options keep their plugins and turn the config file search off', () => {
  const plugins = [() => ({postcssPlugin: 'a-plugin'})];
  const configure = postcssOptionsPlugin().configurePostCss!;
  expect(configure({ident: 'postcss', plugins})).toEqual({ident: 'postcss', plugins, config: false});
});

test('the site has no PostCSS config file, which postcss-loader would no longer read', () => {
  const configFiles = (dir: string) =>
    readdirSync(dir).filter((name) => /^(?:postcss\.config\.|\.postcssrc)/.test(name));
  expect([...configFiles(ROOT), ...configFiles(join(ROOT, 'src'))]).toEqual([]);
  expect(readdirSync(ROOT)).not.toContain('.config');
  expect(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))).not.toHaveProperty('postcss');
});
