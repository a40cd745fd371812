export declare const MAX_PREVIEW_LINES: number;
export declare function transpileDemo(source: string, fileName: string): string;
export declare function demoPreview(source: string, fileName: string): string | null;
