export declare const OUT_NAME: string;
export declare const OUT_DIR: string;
