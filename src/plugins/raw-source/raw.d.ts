/** Files imported with `?raw` (see src/plugins/raw-source) are their text. */
declare module '*?raw' {
  const source: string;
  export default source;
}
