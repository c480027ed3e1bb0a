#!/usr/bin/env node
/**
 * `docusaurus build` (arguments passed on) that fails on any `[WARNING]` line (the project's
 * zero-warning rule) or on an inline script whose hash is not in the page's Content-Security-Policy
 * (src/plugins/security-headers/verify.cjs). A failed build leaves no build folder.
 */
import {spawn} from 'node:child_process';
import {resolve} from 'node:path';
import securityHeaders from '../src/plugins/security-headers/verify.cjs';
import {failBuild, outDirOf} from './failed-build.mjs';
import {importTs} from './ts-hooks.mjs';

const args = process.argv.slice(2);
const child = spawn('npx', ['docusaurus', 'build', ...args], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: process.env,
});

const warnings = [];
for (const stream of [child.stdout, child.stderr]) {
  let buffer = '';
  stream.on('data', (chunk) => {
    const text = chunk.toString();
    (stream === child.stdout ? process.stdout : process.stderr).write(text);
    buffer += text;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) if (line.includes('[WARNING]')) warnings.push(line.trim());
  });
}

/** The base path the build is made for, as docusaurus.config.ts reads it (src/config/siteAddress.ts). */
const {siteAddressFromEnv} = await importTs('src/config/siteAddress.ts');
const {baseUrl} = siteAddressFromEnv();

child.on('close', (code) => {
  if (code !== 0) failBuild(args, code);
  if (warnings.length > 0) {
    console.error(`\nThe build printed ${warnings.length} warning(s); fix them:\n${warnings.join('\n')}`);
    failBuild(args, 1);
  }
  const outDir = resolve(outDirOf(args));
  const problems = securityHeaders.verifySecurityHeaders(outDir, baseUrl);
  if (problems.length > 0) {
    console.error(`\nSecurity headers: ${problems.length} problem(s):\n${problems.join('\n')}`);
    failBuild(args, 1);
  }
  console.log('[SUCCESS] Security headers: every inline script and style of every page is in its policy.');
  const policyLength = securityHeaders.headerPolicyLength(outDir);
  if (policyLength > 2000) {
    console.log(
      `[INFO] The Content-Security-Policy in _headers is ${policyLength} characters long; ` +
        'Cloudflare Pages accepts at most 2,000 per header (Netlify states no limit).',
    );
  }
});
