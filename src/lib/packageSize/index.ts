/**
 * What an app adds to its bundle when it imports a package, measured from its npm tarball with
 * esbuild (./measure.ts), and the size the facts record for a release (./facts.ts):
 * `npm run facts:import` and the facts check of `npm run check:packages`.
 */
export * from './measure';
export * from './facts';
