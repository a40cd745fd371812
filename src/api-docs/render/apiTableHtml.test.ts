import { apiTableHtml } from './apiTableHtml';

describe('apiTableHtml', () => {
  const html = apiTableHtml(
    [
      { header: 'Name', width: 30 },
      { header: 'Type <T>', width: 70 },
    ],
    ['<tr><td>a</td><td>string</td></tr>', '<tr><td>b</td><td>number</td></tr>'],
  );

  it('sets each column width and escapes the headers', () => {
    expect(html).toContain('<colgroup><col style="width:30%"><col style="width:70%"></colgroup>');
    expect(html).toContain('<th scope="col">Type &lt;T&gt;</th>');
  });

  it('hands the row count to the styles and keeps the rows in order', () => {
    expect(html).toMatch(/^<div class="table-wrapper api-table" tabindex="0" style="--api-rows:2">/);
    expect(html).toContain('<tbody><tr><td>a</td><td>string</td></tr><tr><td>b</td><td>number</td></tr></tbody>');
  });
});
