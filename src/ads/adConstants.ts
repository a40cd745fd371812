/** The numbers of the ad rules (specification, "Business constants and limits"). */
export const AD_CONSTANTS = {
  /** Probability that a page load gets the inline layout rather than the image one. */
  inlineLayoutRatio: 0.2,
  /** Probability that a reader with an ad blocker sees the appeal rather than an in-house ad. */
  adBlockAppealRatio: 0.2,
  /** Share of displayed ads that send a display event, to stay within analytics quotas. */
  displayEventRatio: 0.1,
  /** Delay before a display event is sent: a reader who leaves at once did not see the ad. */
  displayEventDelayMs: 2500,
  /** Checks for the ad network's element after its script is injected. */
  maxNetworkPolls: 30,
  networkPollIntervalMs: 500,
  /** After more polls than this without the network's element, an ad blocker is assumed. */
  adBlockAfterPolls: 6,
  /** Extra feed requests when the feed holds no usable entry. */
  maxFeedRetries: 10,
  /** Our choice (the specification gives none): the feed is asked again after this pause. */
  feedRetryDelayMs: 500,
  /** Image size of an image-layout ad, in CSS pixels. */
  imageWidth: 130,
  imageHeight: 100,
} as const;

export type AdLayout = 'image' | 'inline';
