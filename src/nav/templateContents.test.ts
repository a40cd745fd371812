import { withTemplateContents } from './templateContents';

describe('withTemplateContents', () => {
  it('gives the root and the contents of its templates, nested ones included', () => {
    const root = document.createElement('div');
    root.innerHTML = '<a>top</a><template><a>inner</a><template><a>deepest</a></template></template>';
    const parts = withTemplateContents(root);
    expect(parts).toHaveLength(3);
    expect(parts.map((part) => part.querySelector('a')?.textContent)).toEqual(['top', 'inner', 'deepest']);
  });
});
