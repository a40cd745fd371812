export declare function highlight(code: string, language: string): string;
