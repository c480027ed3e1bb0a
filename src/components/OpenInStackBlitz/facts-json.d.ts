/**
 * The part of src/data/library-facts.json that ./facts.ts reads. The site
 * does not turn on `resolveJsonModule`, so the import is typed here; the
 * bundler loads the JSON itself.
 */
declare module '@site/src/data/library-facts.json' {
  interface PackageEntry {
    readonly npmName: string;
    readonly latestVersion: string;
    readonly peerDependencies: Readonly<Record<string, string>>;
  }
  const facts: {
    readonly packages: {
      readonly angular: PackageEntry;
      readonly react: PackageEntry & {readonly publishedState: {readonly latestPublishedVersion: string}};
      readonly vue: PackageEntry;
    };
  };
  export default facts;
}
