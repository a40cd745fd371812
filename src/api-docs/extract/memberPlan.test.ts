import { memberPlan, planNamedInText } from './memberPlan';

describe('memberPlan', () => {
  it('reads the plan a description names', () => {
    expect(planNamedInText('If `false`, the pinning items are hidden.\nOnly available in DataGridPro.')).toBe('pro');
    expect(planNamedInText('Only available in DataGridPremium.')).toBe('premium');
    expect(planNamedInText('Available in every plan.')).toBeUndefined();
  });

  it('marks a member with the highest plan it needs, only when above its entry', () => {
    expect(memberPlan('community', ['pro', undefined])).toBe('pro');
    expect(memberPlan('community', ['pro', 'premium'])).toBe('premium');
    expect(memberPlan('pro', ['pro'])).toBeUndefined();
    expect(memberPlan('premium', ['pro'])).toBeUndefined();
    expect(memberPlan('community', [undefined, undefined])).toBeUndefined();
  });
});
