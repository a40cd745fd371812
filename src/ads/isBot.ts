// Words that crawlers, link previewers and archivers put in their user agent.
const BOT_PATTERN = /bot|crawl|spider|robot|slurp|archiver|facebookexternalhit|mediapartners-google/i;

/** Bots get no ad: they would only count impressions nobody saw. */
export function isBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}
