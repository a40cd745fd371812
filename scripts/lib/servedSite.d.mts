import type { Browser } from 'playwright-core';

export declare const CHROMIUM_PATH: string;
export declare function launchChromium(): Promise<Browser>;
export declare function serveSite(options: {
  port: number;
  dir?: string;
  gzip?: boolean;
}): Promise<{ origin: string; stop: () => void }>;
export declare function portArgument(fallback: number): number;
export declare function median(values: number[]): number;
