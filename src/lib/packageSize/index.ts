/** A package's bundle size, measured with esbuild (./measure.ts) and recorded in the facts (./facts.ts). */
export * from './measure';
export * from './facts';
