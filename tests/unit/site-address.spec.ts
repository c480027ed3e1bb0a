/** SITE_URL, BASE_URL and MCP_URL (src/config/siteAddress.ts): defaults, accepted values, and errors naming the variable. */
import {test, expect} from '@playwright/test';
import {
  DEFAULT_BASE_URL,
  DEFAULT_SITE_URL,
  SiteAddressError,
  readSiteAddress,
} from '../../src/config/siteAddress';
import {expectBuildStops} from '../support/configError';

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

/** Each of `values`, given as `variable`, is refused with an error whose message starts by naming the variable. */
function expectRefused(variable: 'SITE_URL' | 'BASE_URL' | 'MCP_URL', values: readonly string[]): void {
  for (const bad of values) {
    expect(() => readSiteAddress({[variable]: bad}), bad).toThrow(SiteAddressError);
    expect(() => readSiteAddress({[variable]: bad}), bad).toThrow(new RegExp(`^${variable}="`));
  }
}

test('a SITE_URL that is not an http(s) origin is an error naming SITE_URL', () => {
  expectRefused('SITE_URL', [
    'autocomplete-plugins.example.org',
    'ftp://example.org',
    'https://example.org/docs',
    'https://example.org/docs/',
    'https://example.org?x=1',
    'https://example.org#top',
    'https://user:secret@example.org',
    'https://',
    '/autocomplete/',
  ]);
});

test('a BASE_URL that does not start and end with / is an error naming BASE_URL', () => {
  expectRefused('BASE_URL', [
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
  ]);
});

test('MCP_URL: unset, no remote endpoint; an http(s) address is kept without a final slash; anything else is an error naming MCP_URL', () => {
  expect(readSiteAddress({}).mcpUrl).toBeUndefined();
  expect(readSiteAddress({MCP_URL: ' '}).mcpUrl).toBeUndefined();
  expect(readSiteAddress({MCP_URL: 'https://docs.example.workers.dev/mcp/'}).mcpUrl).toBe(
    'https://docs.example.workers.dev/mcp',
  );
  expect(readSiteAddress({MCP_URL: 'http://127.0.0.1:8787/mcp'}).mcpUrl).toBe('http://127.0.0.1:8787/mcp');
  expectRefused('MCP_URL', [
    'docs.example.workers.dev/mcp',
    'ws://example.org/mcp',
    'https://example.org/mcp?key=1',
    'https://a:b@example.org/mcp',
  ]);
});

test('the build stops on a malformed BASE_URL with one clear line, no stack trace', () => {
  expectBuildStops('BASE_URL', 'autocomplete', '[ERROR] BASE_URL="autocomplete" is not a base path');
});
