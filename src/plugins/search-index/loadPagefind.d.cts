declare function loadPagefind(): Promise<typeof import('pagefind')>;
export = loadPagefind;
