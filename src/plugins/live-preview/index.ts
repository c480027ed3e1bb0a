/**
 * live-preview (issue 40): after the build, the preview frame's page
 * (`/preview`, build/preview/: ./page.ts's HTML, ./frame.js, ./frame.css) and
 * every example (Angular, React, Vue) compiled into the module it runs
 * (build/preview/examples/<framework>/<name>.js, ./compileExample.ts).
 * A static page rather than a Docusaurus route: the frame then loads none of
 * the site's bundles, only its own small script and the CDN's modules.
 * Not a route, so it is in no sidebar, sitemap, Markdown twin or llms file;
 * its `noindex` keeps it out of search engines, and the site search finds no
 * content in it.
 *
 * A step of src/plugins/post-build (its plan: first, so the pages that the
 * search index and security-headers read include this one; security-headers
 * then gives it its own policy: policy.cjs, the preview frame's path).
 * `npm start` has no preview page (no build): the preview says it cannot load
 * and offers Run here.
 */
import {copyFileSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {exampleFiles} from '../../data/examples';
import {readFactsSync} from '../../data/facts';
import {exampleModuleName, PREVIEW_EXAMPLES_PATH, PREVIEW_PATH} from './cdn.cjs';
import {COMPILED_FRAMEWORKS, compileExample, type CompiledFramework} from './compileExample';
import {previewPageHtml, type PreviewFacts} from './page';
import type {PostBuildStep} from '../post-build/types';

/** The example files the frame runs as modules: every example of every framework (Run here offers each). */
const compiledExamples = exampleFiles.filter((e) =>
  (COMPILED_FRAMEWORKS as readonly string[]).includes(e.framework),
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
    // Each example as the ES module the frame imports (./compileExample.ts).
    for (const example of compiledExamples) {
      const framework = example.framework as CompiledFramework;
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
