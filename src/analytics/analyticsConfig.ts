/** Google Analytics measurement id; empty (analytics off) unless the build sets it. */
export const GA_MEASUREMENT_ID = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID || '';
