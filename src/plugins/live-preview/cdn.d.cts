export declare const CDN_BASE: string;
export declare const PREVIEW_PATH: string;
export declare const PREVIEW_EXAMPLES_PATH: string;
export declare function exampleModuleName(file: string): string;
export declare const SCREEN_READER: {
  readonly npmName: string;
  readonly version: string;
  readonly exportPath: string;
};
