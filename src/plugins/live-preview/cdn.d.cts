export declare const CDN_BASE: string;
export declare const PREVIEW_PATH: string;
