#!/usr/bin/env node
/**
 * Runs `docusaurus build` and fails when it prints any `[WARNING]` line: a
 * warning is a bug to fix (the project's zero-warning rule). Extra arguments
 * are passed to `docusaurus build`.
 */
import {spawn} from 'node:child_process';

const child = spawn('npx', ['docusaurus', 'build', ...process.argv.slice(2)], {
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

child.on('close', (code) => {
  if (code !== 0) process.exit(code ?? 1);
  if (warnings.length > 0) {
    console.error(`\nThe build printed ${warnings.length} warning(s); fix them:\n${warnings.join('\n')}`);
    process.exit(1);
  }
});
