/**
 * live-preview (issue 40): after the build, the preview frame's page (build/preview/: ./page.ts's
 * HTML, ./frame.js, ./frame.css) and every example compiled into the module it runs. A static page,
 * not a route: it loads none of the site's bundles and is in no sidebar, sitemap, twin or llms file.
 * First in the post-build plan, so the search index and security-headers read it.
 */
import {copyFileSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {exampleFiles} from '../../data/examples';
import {readFactsSync} from '../../data/facts';
import {exampleModuleName, PREVIEW_EXAMPLES_PATH, PREVIEW_PATH} from './cdn.cjs';
import {PREVIEW_FRAMEWORKS, compileExample, type PreviewFramework} from './compileExample';
import {previewPageHtml, type PreviewFacts} from './page';
import type {PostBuildStep} from '../post-build/types';

/** The example files the frame runs as modules: every example of every framework (Run here offers each). */
const compiledExamples = exampleFiles.filter((e) =>
  (PREVIEW_FRAMEWORKS as readonly string[]).includes(e.framework),
);

export const livePreviewStep: PostBuildStep = {
  name: 'live-preview',
  reads: [],
  // build/preview/, whose index.html is a page.
  writes: ['preview/', 'pages'],
  run({outDir, siteDir, siteConfig}) {
    const facts = readFactsSync(siteDir) as unknown as PreviewFacts;
    const dir = join(outDir, PREVIEW_PATH.slice(1));
    mkdirSync(dir, {recursive: true});
    writeFileSync(join(dir, 'index.html'), previewPageHtml(siteConfig.baseUrl, facts, compiledExamples));
    for (const file of ['frame.js', 'frame.css']) copyFileSync(join(__dirname, file), join(dir, file));
    for (const example of compiledExamples) {
      const framework = example.framework as PreviewFramework;
      const source = readFileSync(join(siteDir, example.file), 'utf8');
      const out = join(outDir, PREVIEW_EXAMPLES_PATH.slice(1), framework);
      mkdirSync(out, {recursive: true});
      writeFileSync(
        join(out, `${exampleModuleName(example.file)}.js`),
        compileExample(framework, source, example.file),
      );
    }
  },
};
