import { isApplePlatform, isTypingField } from './platform';

describe('isApplePlatform', () => {
  it('recognises Apple platforms', () => {
    expect(isApplePlatform('MacIntel')).toBe(true);
    expect(isApplePlatform('iPhone')).toBe(true);
    expect(isApplePlatform('Win32')).toBe(false);
    expect(isApplePlatform('Linux x86_64')).toBe(false);
  });
});

describe('isTypingField', () => {
  it('is true for inputs, text areas, selects and editable elements', () => {
    document.body.innerHTML =
      '<input id="i"><textarea id="t"></textarea><select id="s"></select><div id="e" contenteditable="true"></div><a id="a" href="#">x</a>';
    const byId = (id: string) => document.getElementById(id);
    expect(['i', 't', 's'].map((id) => isTypingField(byId(id)))).toEqual([true, true, true]);
    // jsdom has no isContentEditable: the editable case is checked in the browser tests.
    expect(isTypingField(byId('a'))).toBe(false);
    expect(isTypingField(document)).toBe(false);
    expect(isTypingField(null)).toBe(false);
  });
});
