// Live editing of demos (issue 41): the edited code runs in the sandboxed runner frame, never in
// the page; these tests edit demos of the four products, break them and bring them back, check
// the sandboxes get the edit, and run hostile code against a page holding a cookie and storage.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Request } from '@playwright/test';
import { decompressFromBase64 } from 'lz-string';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectNoViolations, recordViolations } from './cspViolations';

// The runner's first load brings React, MUI and the demo's packages into the frame: slow on a loaded machine.
test.describe.configure({ timeout: 180_000 });
const RUNNER = { timeout: 60_000 };

function demo(page: Page, id: string): Locator {
  return page.locator(`.demo[data-demo="${id}"]`);
}

/** The edited demo inside its runner frame. */
function runner(demoFrame: Locator) {
  return demoFrame.frameLocator('iframe[title="Live demo of the edited code"]');
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

/** Shows the demo's code and clicks into it: the editor takes the focus. */
async function startEditing(demoFrame: Locator): Promise<Locator> {
  await demoFrame.scrollIntoViewIfNeeded();
  await demoFrame.getByRole('button', { name: 'Show code' }).click();
  await demoFrame.locator('.demo-code pre').first().click();
  const editor = demoFrame.getByRole('textbox', { name: 'Edit the demo code' });
  await expect(editor).toBeFocused();
  return editor;
}

async function edit(editor: Locator, change: (code: string) => string) {
  const code = await editor.inputValue();
  const next = change(code);
  expect(next).not.toBe(code);
  await editor.fill(next);
}

const GRID = 'data-grid/column-header/HeaderHeightGrid';

test('editing a grid demo re-renders its header in the sandboxed frame; Reset brings the original back', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await open(page, '/x/react-data-grid/column-header/');
  const frame = demo(page, GRID);
  const editor = await startEditing(frame);
  await expect(editor).toHaveValue(/headerName: 'Last name'/);
  await edit(editor, (code) => code.replace("headerName: 'Last name'", "headerName: 'Family name'"));
  await expect(runner(frame).getByRole('columnheader', { name: 'Family name' })).toBeVisible(RUNNER);
  await expect(frame.getByRole('toolbar').getByText('Edited', { exact: true })).toBeVisible();
  // The page itself never ran the edited code: its demo is gone, the frame holds the new one.
  await expect(frame.locator('.demo-live')).toHaveCount(0);
  await expect(frame.locator('iframe')).toHaveAttribute('sandbox', 'allow-scripts');

  await frame.getByRole('button', { name: 'Reset the demo' }).click();
  await expect(frame.locator('iframe')).toHaveCount(0);
  await expect(frame.getByRole('columnheader', { name: 'Last name' })).toBeVisible();
  await expect(frame.getByRole('toolbar').getByText('Edited', { exact: true })).toHaveCount(0);
  await expectNoViolations(page, violations);
});

test('opening the editor readies the runner out of sight; the page keeps its demo until the edit runs', async ({
  page,
}) => {
  await open(page, '/x/react-data-grid/column-header/');
  const frame = demo(page, GRID);
  await expect(frame.locator('iframe')).toHaveCount(0);
  const editor = await startEditing(frame);
  const runnerFrame = frame.locator('iframe[title="Live demo of the edited code"]');
  await expect(runnerFrame).toBeAttached();
  await expect(runnerFrame).toBeHidden();
  await expect(frame.locator('.demo-live').getByRole('columnheader', { name: 'Last name' })).toBeVisible();
  // The frame has loaded and rendered nothing: no edit was sent to it.
  await expect(runner(frame).locator('#root')).toBeAttached(RUNNER);
  await expect(runner(frame).locator('#root > *')).toHaveCount(0);

  await edit(editor, (code) => code.replace("headerName: 'Last name'", "headerName: 'Warm start'"));
  await expect(runner(frame).getByRole('columnheader', { name: 'Warm start' })).toBeVisible(RUNNER);
  await expect(runnerFrame).toBeVisible();
  await expect(frame.locator('.demo-live')).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in ${colorScheme} mode`, () => {
    test.use({ colorScheme });

    test('a demo in editing mode, its runner frame included, has no serious or critical axe violation', async ({
      page,
    }) => {
      await open(page, '/x/react-data-grid/column-header/');
      await expect(page.locator('body')).toHaveClass(new RegExp(`mode-${colorScheme}`));
      const frame = demo(page, GRID);
      const editor = await startEditing(frame);
      await edit(editor, (code) => code.replace("headerName: 'Last name'", "headerName: 'Family name'"));
      await expect(runner(frame).getByRole('columnheader', { name: 'Family name' })).toBeVisible(RUNNER);
      expect(await seriousAxeViolations(page, undefined, { frames: true })).toEqual([]);
    });
  });
}

test('a syntax error shows its message and line, and fixing it brings the demo back', async ({ page }) => {
  await open(page, '/x/react-data-grid/column-header/');
  const frame = demo(page, GRID);
  const editor = await startEditing(frame);
  const original = await editor.inputValue();
  await edit(editor, (code) => code.replace("headerName: 'Last name'", "headerName: 'Surname'"));
  await expect(runner(frame).getByRole('columnheader', { name: 'Surname' })).toBeVisible(RUNNER);

  // Line 3 becomes invalid.
  const lines = (await editor.inputValue()).split('\n');
  lines.splice(2, 0, 'const broken = ;');
  await editor.fill(lines.join('\n'));
  const alert = frame.getByRole('alert');
  await expect(alert).toContainText('Syntax error');
  await expect(alert).toContainText('Unexpected token');
  await expect(alert).toContainText('line 3');

  await editor.fill(original.replace("headerName: 'Last name'", "headerName: 'Surname again'"));
  await expect(alert).toHaveCount(0);
  await expect(runner(frame).getByRole('columnheader', { name: 'Surname again' })).toBeVisible();
});

test('an import the editor cannot provide names the module and offers StackBlitz', async ({ page }) => {
  await open(page, '/x/react-data-grid/column-header/');
  const frame = demo(page, GRID);
  const editor = await startEditing(frame);
  await edit(editor, (code) => `import leftPad from 'left-pad';\nvoid leftPad;\n${code}`);
  const alert = frame.getByRole('alert');
  await expect(alert).toContainText('The live editor cannot import "left-pad".', RUNNER);
  await expect(alert.getByRole('button', { name: 'Open in StackBlitz' })).toBeVisible();
});

test('a chart edit changes the bars', async ({ page }) => {
  await open(page, '/x/react-charts/bars/');
  const frame = demo(page, 'charts/bars/BasicBars');
  const editor = await startEditing(frame);
  await edit(editor, (code) => code.replace('[42, 55, 61, 70]', '[42, 55, 61, 420]'));
  // The value axis grows to the new largest bar.
  await expect(runner(frame).locator('.MuiChartsAxis-tickLabel', { hasText: /^400$/ }).first()).toBeVisible(RUNNER);
});

test('a tree view edit renames an item and opens another branch', async ({ page }) => {
  await open(page, '/x/react-tree-view/accessibility/');
  const frame = demo(page, 'tree-view/accessibility/LabelledKeyboardTree');
  const editor = await startEditing(frame);
  await edit(editor, (code) =>
    code
      .replace("{ id: 'bread', label: 'Bread' }", "{ id: 'bread', label: 'Sourdough' }")
      .replace("defaultExpandedItems={['fruit']}", "defaultExpandedItems={['vegetables']}"),
  );
  const tree = runner(frame).getByRole('tree', { name: 'Grocery shelves' });
  await expect(tree.getByRole('treeitem', { name: 'Sourdough' })).toBeVisible(RUNNER);
  await expect(tree.getByRole('treeitem', { name: 'Carrots' })).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: 'Apples' })).toHaveCount(0);
});

test('a picker edit of its views shows the new view, in the JavaScript variant', async ({ page }) => {
  await open(page, '/x/react-date-pickers/accessibility/');
  const frame = demo(page, 'date-pickers/accessibility/KeyboardCalendar');
  await frame.scrollIntoViewIfNeeded();
  await frame.getByRole('button', { name: 'JS', exact: true }).click();
  const editor = await startEditing(frame);
  // The JavaScript file: the TypeScript one types its state.
  await expect(editor).toHaveValue(/React\.useState\(dayjs/);
  await edit(editor, (code) => code.replace("views={['year', 'month', 'day']}", "views={['year']}"));
  const calendar = runner(frame);
  await expect(calendar.locator('.MuiYearCalendar-root')).toBeVisible(RUNNER);
  await expect(calendar.locator('.MuiDayCalendar-root')).toHaveCount(0);
});

test('StackBlitz and CodeSandbox receive the edited code', async ({ page }) => {
  await open(page, '/x/react-data-grid/column-header/');
  const frame = demo(page, GRID);
  const editor = await startEditing(frame);
  await edit(editor, (code) => code.replace("headerName: 'Last name'", "headerName: 'Sent along'"));
  const posted = (host: string) =>
    page.context().waitForEvent('request', (request: Request) => request.url().startsWith(`https://${host}/`));
  const [stackblitz] = await Promise.all([
    posted('stackblitz.com'),
    frame.getByRole('toolbar').getByRole('button', { name: 'Open in StackBlitz' }).click(),
  ]);
  const project = new URLSearchParams(stackblitz.postData() ?? '');
  expect(project.get('project[files][src/HeaderHeightGrid.tsx]')).toContain("headerName: 'Sent along'");
  const [codesandbox] = await Promise.all([
    posted('codesandbox.io'),
    frame.getByRole('toolbar').getByRole('button', { name: 'Open in CodeSandbox' }).click(),
  ]);
  const form = new URLSearchParams(codesandbox.postData() ?? '');
  const base64 = form.get('parameters')!.replace(/-/g, '+').replace(/_/g, '/');
  const { files } = JSON.parse(decompressFromBase64(base64)!) as { files: Record<string, { content: string }> };
  expect(files['src/HeaderHeightGrid.tsx'].content).toContain("headerName: 'Sent along'");
});

test('Copy takes the edited code; switching to JavaScript asks first, and keeps the edit when refused', async ({
  page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/x/react-data-grid/column-header/');
  const frame = demo(page, GRID);
  const editor = await startEditing(frame);
  await edit(editor, (code) => code.replace("headerName: 'Last name'", "headerName: 'Copied header'"));
  await frame.getByRole('button', { name: 'Copy source' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain("headerName: 'Copied header'");

  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await frame.getByRole('button', { name: 'JS' }).click();
  expect(questions).toEqual(['Discard your edits to this demo?']);
  await expect(frame.getByRole('button', { name: 'TS' })).toHaveAttribute('aria-pressed', 'true');
  await expect(editor).toHaveValue(/headerName: 'Copied header'/);

  page.once('dialog', (dialog) => void dialog.accept());
  await frame.getByRole('button', { name: 'JS' }).click();
  await expect(frame.getByRole('button', { name: 'JS' })).toHaveAttribute('aria-pressed', 'true');
  await expect(frame.getByRole('toolbar').getByText('Edited', { exact: true })).toHaveCount(0);
  await expect(frame.locator('iframe')).toHaveCount(0);
});

test('Tab indents in the editor and the browser undoes it; the running demo follows the page into dark mode', async ({
  page,
}) => {
  await open(page, '/x/react-data-grid/column-header/');
  const frame = demo(page, GRID);
  const editor = await startEditing(frame);
  await edit(editor, (code) => code.replace("headerName: 'Last name'", "headerName: 'Themed header'"));
  await expect(runner(frame).getByRole('columnheader', { name: 'Themed header' })).toBeVisible(RUNNER);

  await editor.press('Control+Home');
  const before = await editor.inputValue();
  await editor.press('Tab');
  await expect(editor).toHaveValue(`  ${before}`);
  await expect(editor).toBeFocused();
  await editor.press('Control+z');
  await expect(editor).toHaveValue(before);

  const runnerPage = page.frames().find((candidate) => candidate.url().includes('/_live/runner.html'))!;
  const scheme = () => runnerPage.evaluate(() => document.documentElement.style.colorScheme);
  await expect.poll(scheme).toBe('light');
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect.poll(scheme).toBe('dark');
  // The demo was not run again for it: its edited header is still there.
  await expect(runner(frame).getByRole('columnheader', { name: 'Themed header' })).toBeVisible();
});

test('keyboard only: Enter edits, typing runs, Escape returns to the code block, Tab moves on', async ({ page }) => {
  await open(page, '/x/react-data-grid/column-header/');
  const frame = demo(page, GRID);
  await frame.scrollIntoViewIfNeeded();
  await frame.getByRole('button', { name: 'Show code' }).click();
  const block = frame.locator('.demo-code pre').first();
  await block.focus();
  await page.keyboard.press('Enter');
  const editor = frame.getByRole('textbox', { name: 'Edit the demo code' });
  await expect(editor).toBeFocused();
  await expect(frame.getByRole('status').filter({ hasText: 'Esc to stop editing' })).toBeVisible();
  await expect(editor).toHaveAccessibleDescription(/Esc to stop editing/);
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\n// typed');
  await expect(editor).toHaveValue(/\/\/ typed$/);
  await page.keyboard.press('Escape');
  const codeBlock = frame.locator('.demo-code pre[tabindex="0"]').first();
  await expect(codeBlock).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(codeBlock).not.toBeFocused();
  await expect(editor).toHaveCount(0);
  await expect(runner(frame).getByRole('columnheader', { name: 'Last name' })).toBeVisible(RUNNER);
});

test("the frame takes its content's height, a menu opened below the demo included", async ({ page }) => {
  await open(page, '/x/react-data-grid/column-header/');
  const frame = demo(page, GRID);
  const editor = await startEditing(frame);
  // A grid shorter than its column menu: the menu reaches below the demo.
  await edit(editor, (code) =>
    code.replace('height: 360,', 'height: 160,').replace("headerName: 'Last name'", "headerName: 'Short grid'"),
  );
  const header = runner(frame).getByRole('columnheader', { name: 'Short grid' });
  await expect(header).toBeVisible(RUNNER);
  const iframe = frame.locator('iframe');
  const bottom = async (locator: Locator) => {
    const box = await locator.boundingBox();
    return box ? box.y + box.height : Number.NaN;
  };
  await expect.poll(async () => (await iframe.boundingBox())?.height).toBeLessThan(200);

  await header.hover();
  await header.getByRole('button', { name: 'Menu' }).click();
  const menu = runner(frame).getByRole('menu');
  await expect(menu).toBeVisible();
  const menuBottom = await bottom(menu);
  expect(menuBottom).toBeGreaterThan(await bottom(runner(frame).getByRole('grid')));
  // The frame grows to show the whole menu, instead of cutting it off.
  await expect.poll(async () => (await bottom(iframe)) - menuBottom).toBeGreaterThanOrEqual(0);
});

test('a demo that keeps something in storage gets a stand-in and a note saying it does not last', async ({ page }) => {
  await open(page, '/x/react-data-grid/column-header/');
  const frame = demo(page, GRID);
  const editor = await startEditing(frame);
  const note = frame.getByText('The edited demo keeps its storage in memory', { exact: false });
  await edit(editor, (code) => code.replace("headerName: 'Last name'", "headerName: 'No storage'"));
  await expect(runner(frame).getByRole('columnheader', { name: 'No storage' })).toBeVisible(RUNNER);
  await expect(note).toHaveCount(0);

  await edit(editor, (code) =>
    code
      .replace('const columns', "localStorage.setItem('visits', '1');\nconst columns")
      .replace("headerName: 'No storage'", "headerName: `Visits ${localStorage.getItem('visits')}`"),
  );
  await expect(runner(frame).getByRole('columnheader', { name: 'Visits 1' })).toBeVisible(RUNNER);
  await expect(note).toBeVisible();
});

test('hostile code gets nothing from the site, cannot move the page, and an endless loop is stopped', async ({
  page,
  context,
}) => {
  const violations = await recordViolations(page);
  await open(page, '/x/react-data-grid/column-header/');
  const url = page.url();
  await context.addCookies([{ name: 'planted', value: 'cookie-secret', url }]);
  await page.evaluate(() => localStorage.setItem('planted', 'storage-secret'));
  const frame = demo(page, GRID);
  const editor = await startEditing(frame);
  const hostile = `
export default function Hostile() {
  const found: string[] = [];
  const attempt = (name: string, read: () => unknown) => {
    try { found.push(name + ':' + String(read())); } catch (error) { found.push(name + ':blocked'); }
  };
  attempt('cookie', () => document.cookie);
  attempt('storage', () => localStorage.getItem('planted'));
  attempt('parent', () => window.parent.document.cookie);
  attempt('top', () => window.top!.location.href);
  window.parent.postMessage({ channel: 'mui-x-live-edit', token: '0'.repeat(32), type: 'failed', runId: 1,
    failure: { kind: 'render', message: '<img src=x onerror="document.title=1">', file: null, line: null, module: null } }, '*');
  window.parent.postMessage({ type: 'navigate', url: 'https://example.com/' }, '*');
  attempt('navigate', () => { window.top!.location.href = 'https://example.com/'; return 'done'; });
  return <pre data-testid="found">{found.join('\\n')}</pre>;
}
`;
  await editor.fill(hostile);
  const found = runner(frame).getByTestId('found');
  await expect(found).toContainText('navigate:', RUNNER);
  const text = await found.textContent();
  expect(text).not.toContain('cookie-secret');
  expect(text).not.toContain('storage-secret');
  expect(text).toContain('parent:blocked');
  expect(text).toContain('top:blocked');
  expect(page.url()).toBe(url);
  // The forged messages changed nothing: no alert, and the title is the page's own.
  await expect(frame.getByRole('alert')).toHaveCount(0);
  expect(await page.title()).not.toBe('1');
  expect(await page.evaluate(() => localStorage.getItem('planted'))).toBe('storage-secret');

  await editor.fill('export default function Spin() {\n  while (true) {}\n  return null;\n}\n');
  await expect(frame.getByRole('alert')).toContainText('A loop was stopped', RUNNER);
  // The page still answers.
  expect(await page.evaluate(() => 1 + 1)).toBe(2);
  await frame.getByRole('button', { name: 'Reset the demo' }).click();
  await expect(frame.getByRole('columnheader', { name: 'Last name' })).toBeVisible();
  expect(page.url()).toBe(url);
  await expectNoViolations(page, violations);
});

test('the runner has its own policy in the deploy files, and the pages keep theirs', async ({ request }) => {
  const runnerPolicy = (await request.get('/_live/runner.html')).headers()['content-security-policy'];
  expect(runnerPolicy).toContain("'unsafe-eval'");
  expect(runnerPolicy).toContain('sandbox allow-scripts');
  const pagePolicy = (await request.get('/x/react-data-grid/column-header/')).headers()['content-security-policy'];
  expect(pagePolicy).not.toMatch(/'unsafe-eval'|blob:|data: .*script|script-src[^;]*data:/);
  const headersFile = fs.readFileSync(path.join('out', '_headers'), 'utf8');
  expect(headersFile).toContain(`/_live/runner.html\n  Content-Security-Policy: ${runnerPolicy}`);
  const nginx = fs.readFileSync(path.join('deploy', 'nginx.conf'), 'utf8');
  const location = /location = \/_live\/runner\.html \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
  expect(location).toContain(`add_header Content-Security-Policy "${runnerPolicy}" always;`);
  expect(nginx.match(/'unsafe-eval'/g)).toHaveLength(1);

  // The runner's modules answer any origin (its frame's is opaque); the pages do not.
  const runnerPage = await (await request.get('/_live/runner.html')).text();
  const runnerModule = /<script type="module" src="([^"]+)"/.exec(runnerPage)?.[1];
  expect(runnerModule).toMatch(/^\/_live\/runner\.\w+\.js$/);
  expect((await request.get(runnerModule!)).headers()['access-control-allow-origin']).toBe('*');
  expect(
    (await request.get('/x/react-data-grid/column-header/')).headers()['access-control-allow-origin'],
  ).toBeUndefined();
  expect(/location \^~ \/_live\/ \{([^}]*)\}/.exec(nginx)?.[1]).toContain(
    'add_header Access-Control-Allow-Origin "*" always;',
  );
});

test('a share link round-trips the edit, and runs it only when asked', async ({ page, context }) => {
  await open(page, '/x/react-data-grid/column-header/');
  const frame = demo(page, GRID);
  const editor = await startEditing(frame);
  await edit(editor, (code) => code.replace("headerName: 'Last name'", "headerName: 'Shared header'"));
  await frame.getByRole('button', { name: 'Copy link to the edited demo' }).click();
  await expect(page).toHaveURL(/#system-HeaderHeightGrid\.live\.[A-Za-z0-9+$-]+\.tsx$/);
  const link = page.url();

  const reader = await context.newPage();
  await open(reader, link);
  const shared = demo(reader, GRID);
  await expect(shared.getByRole('status').filter({ hasText: 'This demo shows code from a link' })).toBeVisible();
  await expect(shared.locator('.demo-code pre').first()).toContainText("headerName: 'Shared header'");
  // Nothing runs before the reader asks: the original demo is still the page's own.
  await expect(shared.locator('iframe')).toHaveCount(0);
  await expect(shared.getByRole('columnheader', { name: 'Last name' })).toBeVisible();
  await shared.getByRole('button', { name: 'Run the code' }).click();
  await expect(runner(shared).getByRole('columnheader', { name: 'Shared header' })).toBeVisible(RUNNER);
});

test('a corrupt share link shows the original demo and says so', async ({ page }) => {
  await open(page, '/x/react-data-grid/column-header/#system-HeaderHeightGrid.live.Zm9v$not-lz.tsx');
  const frame = demo(page, GRID);
  await expect(frame.getByRole('status').filter({ hasText: 'could not be read' })).toBeVisible();
  await expect(frame.locator('iframe')).toHaveCount(0);
  await frame.scrollIntoViewIfNeeded();
  await expect(frame.getByRole('columnheader', { name: 'Last name' })).toBeVisible();
});
