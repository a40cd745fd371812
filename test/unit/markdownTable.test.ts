import { markdownTable } from '../../scripts/lib/markdownTable';

describe('markdownTable', () => {
  it('pads every column to its widest cell', () => {
    expect(
      markdownTable(
        ['measure', 'value', 'budget'],
        [
          ['pages', '424', ''],
          ['first-load JS', '167.9 KiB', '≤ 170 KiB'],
        ],
      ),
    ).toBe(
      [
        '| measure       | value     | budget    |',
        '| ------------- | --------- | --------- |',
        '| pages         | 424       |           |',
        '| first-load JS | 167.9 KiB | ≤ 170 KiB |',
      ].join('\n'),
    );
  });

  it('keeps at least three dashes under a narrow column, as Markdown requires', () => {
    expect(markdownTable(['a', 'b'], [['1', '']]).split('\n')).toEqual([
      '| a   | b   |',
      '| --- | --- |',
      '| 1   |     |',
    ]);
  });
});
