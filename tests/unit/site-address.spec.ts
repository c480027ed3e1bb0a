/** SITE_URL and BASE_URL (src/config/siteAddress.ts): defaults, accepted values, and errors naming the variable. */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {
  DEFAULT_BASE_URL,
  DEFAULT_SITE_URL,
  SiteAddressError,
  readSiteAddress,
} from '../../src/config/siteAddress';

test('unset or blank: the local defaults', () => {
  expect(readSiteAddress({})).toEqual({url: DEFAULT_SITE_URL, baseUrl: DEFAULT_BASE_URL});
  expect(readSiteAddress({SITE_URL: '  ', BASE_URL: ''})).toEqual({url: DEFAULT_SITE_URL, baseUrl: '/'});
  expect(DEFAULT_SITE_URL).toBe('https://autocomplete-plugins.example.org');
  expect(DEFAULT_BASE_URL).toBe('/');
});

test('an http(s) origin and a base path are accepted; a final slash of the origin is dropped', () => {
  expect(readSiteAddress({SITE_URL: 'https://nodeworld.github.io', BASE_URL: '/autocomplete/'})).toEqual({
    url: 'https://nodeworld.github.io',
    baseUrl: '/autocomplete/',
  });
  expect(readSiteAddress({SITE_URL: 'https://docs.example.com/'}).url).toBe('https://docs.example.com');
  expect(readSiteAddress({SITE_URL: 'http://127.0.0.1:3000'}).url).toBe('http://127.0.0.1:3000');
  expect(readSiteAddress({BASE_URL: '/a/b-c.d/'}).baseUrl).toBe('/a/b-c.d/');
  // configure-pages' base_path plus the workflow's final slash: "" + "/" for a user site.
  expect(readSiteAddress({BASE_URL: '/'}).baseUrl).toBe('/');
});

test('a SITE_URL that is not an http(s) origin is an error naming SITE_URL', () => {
  for (const bad of [
    'autocomplete-plugins.example.org',
    'ftp://example.org',
    'https://example.org/docs',
    'https://example.org/docs/',
    'https://example.org?x=1',
    'https://example.org#top',
    'https://user:secret@example.org',
    'https://',
    '/autocomplete/',
  ]) {
    expect(() => readSiteAddress({SITE_URL: bad}), bad).toThrow(SiteAddressError);
    expect(() => readSiteAddress({SITE_URL: bad}), bad).toThrow(/^SITE_URL="/);
  }
});

test('a BASE_URL that does not start and end with / is an error naming BASE_URL', () => {
  for (const bad of [
    'autocomplete',
    'autocomplete/',
    '/autocomplete',
    '//',
    '/a//b/',
    'https://example.org/autocomplete/',
    '/auto complete/',
    '/autocomplete/?x=1',
    '/../',
    '/./',
  ]) {
    expect(() => readSiteAddress({BASE_URL: bad}), bad).toThrow(SiteAddressError);
    expect(() => readSiteAddress({BASE_URL: bad}), bad).toThrow(/^BASE_URL="/);
  }
});

test('the build stops on a malformed BASE_URL with one clear line, no stack trace', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'base-url-build-'));
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    env: {...process.env, BASE_URL: 'autocomplete'},
    encoding: 'utf8',
    timeout: 60_000,
  });
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.status, output).not.toBe(0);
  expect(output).toContain('[ERROR] BASE_URL="autocomplete" is not a base path');
  expect(output, 'the message should not come with a stack trace').not.toMatch(/^\s+at /m);
});
