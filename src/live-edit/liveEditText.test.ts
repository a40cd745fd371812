import { liveEditText } from './liveEditText';

describe('liveEditText', () => {
  it('gives the editor its strings, placeholders filled, and the failure kinds their titles', () => {
    expect(liveEditText('edited')).toBe('Edited');
    expect(liveEditText('at', { file: 'Grid.tsx', line: '3' })).toBe('In Grid.tsx, line 3.');
    expect(liveEditText('failure.no-export')).toBe('No component to show');
  });
});
