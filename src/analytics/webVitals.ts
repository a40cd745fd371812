import type { Metric } from 'web-vitals';

/** Share of sessions whose web vitals are reported: about 0.01%. */
export const WEB_VITALS_SAMPLE_RATE = 1e-4;

/** sessionStorage key keeping the draw, so a session is in or out of the sample once. */
export const WEB_VITALS_SAMPLE_KEY = 'mui-x-docs-web-vitals-sampled';

export interface SampleDecision {
  sampled: boolean;
  /** The value to store for the rest of the session. */
  stored: '1' | '0';
}

/** Reuses this session's draw when there is one; draws `random() < rate` otherwise. */
export function webVitalsSample(
  stored: string | null,
  random: () => number,
  rate: number = WEB_VITALS_SAMPLE_RATE,
): SampleDecision {
  const sampled = stored === '1' || stored === '0' ? stored === '1' : random() < rate;
  return { sampled, stored: sampled ? '1' : '0' };
}

export interface WebVitalEvent {
  name: Metric['name'];
  params: {
    /** GA sums integer values: CLS (a unitless score) is sent in thousandths, times in ms. */
    value: number;
    metric_id: string;
    metric_value: number;
    metric_delta: number;
    metric_rating: Metric['rating'];
    non_interaction: true;
  };
}

export function webVitalEvent(metric: Pick<Metric, 'name' | 'value' | 'delta' | 'id' | 'rating'>): WebVitalEvent {
  const scale = metric.name === 'CLS' ? 1000 : 1;
  return {
    name: metric.name,
    params: {
      value: Math.round(metric.delta * scale),
      metric_id: metric.id,
      metric_value: metric.value,
      metric_delta: metric.delta,
      metric_rating: metric.rating,
      non_interaction: true,
    },
  };
}
