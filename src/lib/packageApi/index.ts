/**
 * A package's public API read from its published files (./files.ts, ./read.ts) and held to the
 * facts file (./facts.ts): `npm run facts:import` and the facts check of `npm run check:packages`.
 */
export * from './files';
export * from './read';
export * from './facts';
