// What mcp/edge/edge.mjs writes into mcp/edge/dist/ for worker.ts to bundle.
declare module '*/dist/data.json' {
  const data: {readonly where: string; readonly files: Readonly<Record<string, string>>};
  export default data;
}
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
declare module '*/dist/pagefind.mjs' {
  import type {Pagefind} from '../../src/lib/search/ranking';
  const pagefind: Pagefind;
  export = pagefind;
}
