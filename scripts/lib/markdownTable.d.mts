export declare function markdownTable(header: string[], rows: string[][]): string;
