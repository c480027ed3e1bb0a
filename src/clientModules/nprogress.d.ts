/** The part of nprogress (a theme-classic dependency without types) that ./progressBar.ts uses. */
declare module 'nprogress' {
  const nprogress: {
    configure(options: {showSpinner: boolean}): unknown;
    start(): unknown;
    done(): unknown;
  };
  export default nprogress;
}
