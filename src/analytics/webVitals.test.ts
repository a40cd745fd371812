import { seededRandom } from '../../test/unit/seededRandom';
import { WEB_VITALS_SAMPLE_RATE, webVitalEvent, webVitalsSample } from './webVitals';

describe('webVitalsSample', () => {
  it('samples at 1e-4', () => {
    expect(WEB_VITALS_SAMPLE_RATE).toBe(1e-4);
    expect(webVitalsSample(null, () => 0.00009999)).toEqual({ sampled: true, stored: '1' });
    expect(webVitalsSample(null, () => 0.0001)).toEqual({ sampled: false, stored: '0' });
  });

  it('keeps about one session in ten thousand (seeded random)', () => {
    const random = seededRandom(7);
    let sampled = 0;
    const sessions = 1_000_000;
    for (let i = 0; i < sessions; i += 1) {
      if (webVitalsSample(null, random).sampled) sampled += 1;
    }
    expect(sampled).toBeGreaterThan(70);
    expect(sampled).toBeLessThan(130);
  });

  it('reuses the draw stored for the session without drawing again', () => {
    const random = jest.fn(() => 0);
    expect(webVitalsSample('0', random)).toEqual({ sampled: false, stored: '0' });
    expect(webVitalsSample('1', random)).toEqual({ sampled: true, stored: '1' });
    expect(random).not.toHaveBeenCalled();
  });

  it('draws again over a malformed stored value', () => {
    expect(webVitalsSample('maybe', () => 0.5)).toEqual({ sampled: false, stored: '0' });
  });
});

describe('webVitalEvent', () => {
  it('sends times in whole milliseconds', () => {
    expect(webVitalEvent({ name: 'LCP', value: 1234.56, delta: 1234.56, id: 'v5-1', rating: 'good' })).toEqual({
      name: 'LCP',
      params: {
        value: 1235,
        metric_id: 'v5-1',
        metric_value: 1234.56,
        metric_delta: 1234.56,
        metric_rating: 'good',
        non_interaction: true,
      },
    });
  });

  it('sends CLS in thousandths, from the delta', () => {
    const event = webVitalEvent({ name: 'CLS', value: 0.25, delta: 0.0456, id: 'v5-2', rating: 'poor' });
    expect(event.params.value).toBe(46);
    expect(event.params.metric_value).toBe(0.25);
  });
});
