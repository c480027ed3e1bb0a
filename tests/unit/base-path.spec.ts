/**
 * The pieces that put the site under its base path (BASE_URL, issue 45 item 5), on small inputs and
 * on build/ served under a base: the path inside the site, the static server, _headers, robots.txt,
 * the announcement bar's link and the search index's keys. The whole site under a base path is
 * walked by the `speed-layer-off` project (tests/e2e/smoke.spec.ts, build-without-speed-layer/).
 */
import {test, expect} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {request} from 'node:http';
import type {AddressInfo, Server} from 'node:net';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {BUILD_DIR} from '../support/site';
import {readFacts} from '../support/facts';
import {sitePathOf} from '../../src/utils/sitePath';
import {robotsTxt} from '../../src/plugins/robots-txt';
import {announcementOf, whatsNewPath} from '../../src/data/announcement';
import {aliasesFromCompare} from '../../src/plugins/search-index/records';
import {headersFileText} from '../../src/plugins/security-headers/policy.cjs';
import {headersFor, parseHeadersFile} from '../../src/plugins/security-headers/headers-file.cjs';
import {DEFAULT_SITE_URL} from '../../src/config/siteAddress';
import type {FactsFile} from '../../src/data/facts';

const BASE = '/autocomplete/';

test('a browser path becomes the path inside the site; paths outside the base are left alone', () => {
  expect(sitePathOf('/autocomplete/docs/react/api/props', BASE)).toBe('/docs/react/api/props');
  expect(sitePathOf('/autocomplete/', BASE)).toBe('/');
  expect(sitePathOf('/docs/react/api/props', BASE)).toBe('/docs/react/api/props');
  expect(sitePathOf('/docs/react/api/props', '/')).toBe('/docs/react/api/props');
});

interface Answer {
  status: number;
  location?: string;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

function fetchPath(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({host: '127.0.0.1', port, path}, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({status: res.statusCode!, location: res.headers.location, body, headers: res.headers}),
      );
    })
      .on('error', reject)
      .end();
  });
}

test('the static server serves a build under its base path, and nothing outside it', async () => {
  const {startStaticServer} = createRequire(__filename)('../../scripts/static-server.cjs') as {
    startStaticServer: (options: {root: string; port: number; baseUrl?: string}) => Promise<{server: Server}>;
  };
  const {server} = await startStaticServer({root: BUILD_DIR, port: 0, baseUrl: BASE});
  try {
    const port = (server.address() as AddressInfo).port;
    const at = (path: string) => fetchPath(port, path);
    expect((await at('/autocomplete/')).status).toBe(200);
    expect((await at('/autocomplete/docs/react/api/props')).body).toContain('<h1');
    expect(await at('/autocomplete')).toMatchObject({status: 301, location: '/autocomplete/'});
    expect(await at('/autocomplete/docs/react/api/props/')).toMatchObject({
      status: 301,
      location: '/autocomplete/docs/react/api/props',
    });
    expect(await at('/autocomplete/blog.html?x=1')).toMatchObject({
      status: 301,
      location: '/autocomplete/blog?x=1',
    });
    const unknown = await at('/autocomplete/docs/react/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('Page Not Found');
    for (const outside of ['/', '/docs/react/api/props', '/autocompletex/', '/assets/']) {
      const answer = await at(outside);
      expect(answer.status, outside).toBe(404);
      expect(answer.body, outside).toContain('outside the site');
    }
    expect((await at('/autocomplete/_headers')).status).toBe(404);
  } finally {
    server.close();
  }
});

test('_headers names every path under the base path', () => {
  const text = headersFileText({
    policy: "default-src 'self'",
    topLevel: ['assets/', 'docs/', 'docs.html', 'img/', 'preview/'],
    pages: [
      {path: '/', policy: "default-src 'none'; script-src 'self'"},
      {path: '/docs/a', policy: "default-src 'self'"},
      {path: '/preview', policy: "default-src 'none'; frame-ancestors 'self'"},
    ],
    baseUrl: BASE,
  });
  const rules = parseHeadersFile(text);
  expect(rules.map((rule) => rule.pattern).filter((pattern) => !pattern.startsWith(BASE))).toEqual([]);
  const csp = (path: string) =>
    headersFor(rules, path).find(([name]) => name === 'Content-Security-Policy')?.[1];
  expect(csp('/autocomplete/docs/a')).toBe("default-src 'self'");
  expect(csp('/autocomplete/')).toBe("default-src 'none'; script-src 'self'");
  expect(csp('/autocomplete/preview')).toContain("frame-ancestors 'self'");
  expect(headersFor(rules, '/autocomplete/assets/js/a.js')).toContainEqual([
    'Cache-Control',
    'public, max-age=31536000, immutable',
  ]);
  expect(headersFor(rules, '/docs/a'), 'nothing outside the base').toEqual([]);
});

test('robots.txt names the sitemap at the site address and base path', () => {
  expect(robotsTxt('https://nodeworld.github.io', BASE, 'sitemap.xml')).toBe(
    'User-agent: *\nAllow: /autocomplete/\n\nSitemap: https://nodeworld.github.io/autocomplete/sitemap.xml\n',
  );
  // build/ is made with the default address (SITE_URL and BASE_URL unset).
  expect(readFileSync(join(BUILD_DIR, 'robots.txt'), 'utf8')).toBe(
    robotsTxt(DEFAULT_SITE_URL, '/', 'sitemap.xml'),
  );
});

test("the announcement bar's link starts with the base path", () => {
  const facts = readFacts<FactsFile>();
  const path = whatsNewPath(facts.announcedPackage);
  expect(announcementOf(facts, BASE).content).toContain(`<a href="/autocomplete${path}">`);
  expect(announcementOf(facts).content).toContain(`<a href="${path}">`);
});

test("the search index keys the compare page's links by their path inside the site", () => {
  const html = (base: string) =>
    `<table><tr id="member-disabled"><th><code>disabled</code></th>` +
    `<td><a href="${base}docs/angular/api/input_props#input-disabled"><code>disabled</code></a></td>` +
    `<td><a href="${base}docs/react/api/props#prop-is-disabled"><code>isDisabled</code></a></td></tr></table>`;
  const atRoot = aliasesFromCompare(html('/'));
  const underBase = aliasesFromCompare(html(BASE), BASE);
  expect(underBase.get('/docs/react/api/props#prop-is-disabled')).toContain('disabled');
  expect([...underBase]).toEqual([...atRoot]);
});
