/** A package's public API read from its published files (./files.ts, ./read.ts), held to the facts. */
export * from './files';
export * from './read';
export * from './facts';
