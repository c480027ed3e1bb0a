#!/usr/bin/env node
/**
 * `npm run build`: `docusaurus build` with the arguments given; when it fails
 * (a broken link or anchor, a bad facts file...), its build folder is removed
 * (./failed-build.mjs), so `npm run serve` cannot show an earlier build.
 */
import {spawn} from 'node:child_process';
import {failBuild} from './failed-build.mjs';

const args = process.argv.slice(2);
const child = spawn('npx', ['docusaurus', 'build', ...args], {stdio: 'inherit', env: process.env});
child.on('close', (code) => {
  if (code !== 0) failBuild(args, code);
});
