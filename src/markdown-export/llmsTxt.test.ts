import { llmsFullTxt, llmsTxt, markdownLink, type LlmsHeader } from './llmsTxt';

const head: LlmsHeader = {
  title: 'MUI X',
  summary: 'Advanced React\ncomponents.',
  details: 'Each page is Markdown.',
};

describe('llmsTxt', () => {
  it('writes the title, the summary as a quote, then a section per group with its pages', () => {
    const text = llmsTxt(head, [
      {
        title: 'Data Grid',
        entries: [
          { title: 'Sorting', url: '/x/react-data-grid/sorting.md', description: 'Sort rows.' },
          { title: 'Filtering [beta]', url: '/x/react-data-grid/filtering.md', description: 'Filter\n rows.' },
        ],
      },
      { title: 'Empty', entries: [] },
      { title: 'Blog', entries: [{ title: 'Post', url: '/blog/post.md', description: 'News.' }] },
    ]);
    expect(text).toBe(
      [
        '# MUI X',
        '',
        '> Advanced React components.',
        '',
        'Each page is Markdown.',
        '',
        '## Data Grid',
        '',
        '- [Sorting](/x/react-data-grid/sorting.md): Sort rows.',
        '- [Filtering \\[beta\\]](/x/react-data-grid/filtering.md): Filter rows.',
        '',
        '## Blog',
        '',
        '- [Post](/blog/post.md): News.',
        '',
      ].join('\n'),
    );
  });
});

describe('llmsFullTxt', () => {
  it('puts every page after the header, each opened by a rule and its address', () => {
    const text = llmsFullTxt(head, [
      { url: '/x/a/', markdown: '# A\n\nText.\n' },
      { url: '/x/b/', markdown: '# B\n' },
    ]);
    expect(text).toBe(
      [
        '# MUI X',
        '',
        '> Advanced React components.',
        '',
        'Each page is Markdown.',
        '',
        '---',
        '',
        'Source: /x/a/',
        '',
        '# A\n\nText.',
        '',
        '---',
        '',
        'Source: /x/b/',
        '',
        '# B',
        '',
      ].join('\n'),
    );
  });
});

describe('markdownLink', () => {
  it('escapes brackets and backslashes in the text', () => {
    expect(markdownLink('a [b] \\c', '/x/')).toBe('[a \\[b\\] \\\\c](/x/)');
  });
});
