/** Google Analytics measurement id; empty (analytics off) unless the build sets it. */
export const GA_MEASUREMENT_ID = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID || '';

/** A build-time constant: without an id the analytics code is left out of the bundle. */
export const ANALYTICS_CONFIGURED = GA_MEASUREMENT_ID !== '';
