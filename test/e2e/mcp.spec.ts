// The docs' MCP server (scripts/mcp.mts) over stdio, as an AI client uses it: the SDK's client
// starts it on the built export. No browser: these tests use no page.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { SearchAnswer } from '../../src/mcp/answers';
import { connectDocsMcp, resultText, type DocsMcpClient } from '../../scripts/lib/mcpClient';

test.describe.configure({ mode: 'serial' });

let mcp: DocsMcpClient;
test.beforeAll(async () => {
  mcp = await connectDocsMcp();
});
test.afterAll(async () => {
  await mcp?.close();
});

const call = (name: string, args: Record<string, unknown>) => mcp.client.callTool({ name, arguments: args });
const exported = (file: string) => fs.readFileSync(path.join(process.cwd(), 'out', file), 'utf8');

test('lists its four tools, each with a description and an input schema', async () => {
  const { tools } = await mcp.client.listTools();
  expect(tools.map(({ name }) => name).sort()).toEqual(['get_api_entry', 'get_page', 'list_pages', 'search_docs']);
  for (const tool of tools) {
    expect(tool.description).toBeTruthy();
    expect(tool.inputSchema.type).toBe('object');
  }
});

test('a search for sortModel opens on the DataGrid API row of the prop', async () => {
  const result = await call('search_docs', { query: 'sortModel' });
  expect(result.isError).toBeFalsy();
  const answer = JSON.parse(resultText(result)) as SearchAnswer;
  expect(answer.results[0].url).toBe('/x/api/data-grid/data-grid/');
  expect(answer.results[0].sections[0]).toMatchObject({
    kind: 'api',
    title: 'sortModel',
    url: '/x/api/data-grid/data-grid/#prop-sortModel',
  });
});

test('each search is in its own language, whatever language the one before it was in', async () => {
  const firstUrl = async (query: string, language: string) =>
    (JSON.parse(resultText(await call('search_docs', { query, language }))) as SearchAnswer).results[0].url;
  expect(await firstUrl('row height', 'en')).toBe('/x/react-data-grid/row-height/');
  expect(await firstUrl('gráfico de rosca', 'pt')).toBe('/pt/x/react-charts/pie/');
  expect(await firstUrl('row height', 'en')).toBe('/x/react-data-grid/row-height/');
  const [english, portuguese] = await Promise.all([firstUrl('row height', 'en'), firstUrl('gráfico de rosca', 'pt')]);
  expect(english).toBe('/x/react-data-grid/row-height/');
  expect(portuguese).toBe('/pt/x/react-charts/pie/');
});

test('a page fetched by URL returns its Markdown from the export, in the code variant asked for', async () => {
  const typescript = resultText(await call('get_page', { url: 'https://mui.com/x/react-data-grid/sorting/' }));
  expect(typescript).toContain('Source: /x/react-data-grid/sorting/\nMarkdown: /x/react-data-grid/sorting.md\n\n');
  expect(typescript.endsWith(exported('x/react-data-grid/sorting.md'))).toBe(true);
  const javascript = resultText(await call('get_page', { url: '/x/react-data-grid/sorting', codeVariant: 'js' }));
  expect(javascript.endsWith(exported('x/react-data-grid/sorting.js.md'))).toBe(true);
});

test('an unknown page, a 10,000-character query and wrong argument types are errors, and the server answers after them', async () => {
  const unknown = await call('get_page', { url: '/x/react-data-grid/no-such-page/' });
  expect(unknown.isError).toBe(true);
  expect(resultText(unknown)).toContain('No page of these docs is at /x/react-data-grid/no-such-page/');

  const long = await call('search_docs', { query: 'sortModel'.repeat(1_000) + 'x'.repeat(1_000) });
  expect(long.isError).toBe(true);
  expect(resultText(long)).toContain('10,000 characters long');

  const empty = await call('search_docs', { query: '   ' });
  expect(empty.isError).toBe(true);
  expect(resultText(empty)).toContain('The query is empty');

  const wrongType = await call('search_docs', { query: 42 });
  expect(wrongType.isError).toBe(true);
  expect(resultText(wrongType)).toContain('Input validation error');

  const after = await call('search_docs', { query: 'sortModel' });
  expect(after.isError).toBeFalsy();
  expect((JSON.parse(resultText(after)) as SearchAnswer).results.length).toBeGreaterThan(0);
});

test('an API entry gives a prop’s type, default and row URL', async () => {
  const result = await call('get_api_entry', { name: 'DataGrid', member: 'sortModel' });
  const answer = JSON.parse(resultText(result)) as { plan: string; props: Array<{ name: string; url: string }> };
  expect(answer.plan).toBe('community');
  expect(answer.props).toEqual([
    expect.objectContaining({ name: 'sortModel', url: '/x/api/data-grid/data-grid/#prop-sortModel' }),
  ]);
  const unknown = await call('get_api_entry', { name: 'DataGrd' });
  expect(unknown.isError).toBe(true);
  expect(resultText(unknown)).toContain('Nearest names: DataGrid');
});

test('a product’s page list holds its guides as llms.txt lists them', async () => {
  const answer = JSON.parse(resultText(await call('list_pages', { product: 'tree-view', kind: 'guide' }))) as {
    pages: Array<{ url: string; markdown: string; kind: string }>;
  };
  expect(answer.pages.length).toBeGreaterThan(5);
  // Its guides and its migration guides, nothing of another product.
  expect(
    answer.pages.every(
      (page) => page.kind === 'guide' && /^\/x\/(react-tree-view\/|migration\/migration-tree-view-)/.test(page.url),
    ),
  ).toBe(true);
  const llms = exported('llms.txt');
  for (const page of answer.pages) expect(llms).toContain(`](${page.markdown}):`);
});

test('with a site URL, the answers carry absolute URLs', async () => {
  const absolute = await connectDocsMcp({ args: ['--site-url', 'https://docs.example.com'] });
  try {
    const result = await absolute.client.callTool({ name: 'search_docs', arguments: { query: 'sortModel' } });
    const answer = JSON.parse(resultText(result)) as SearchAnswer;
    expect(answer.results[0].sections[0].url).toBe(
      'https://docs.example.com/x/api/data-grid/data-grid/#prop-sortModel',
    );
  } finally {
    await absolute.close();
  }
});
