/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

const ICON_STYLES = ['src/ui/frameIcons.css', 'src/demos/demo.module.css'];
const read = (file: string) => fs.readFileSync(path.join(process.cwd(), file), 'utf8');

describe('the mask icons', () => {
  const references = ICON_STYLES.flatMap((file) =>
    [...read(file).matchAll(/--frame-icon:\s*url\('([^'#]+)#([\w-]+)'\)/g)].map(([, url, view]) => ({ url, view })),
  );

  it('name an icon of a sprite under public/ for every icon class, and no data: URL', () => {
    expect(references.length).toBe(19);
    for (const file of ICON_STYLES) {
      expect(read(file)).not.toContain('data:image');
      expect(read(file).match(/--frame-icon:/g)?.length).toBe(
        references.filter((reference) => read(file).includes(`${reference.url}#${reference.view}'`)).length,
      );
    }
  });

  it('each name a view of its sprite that frames one 24 px icon drawn there', () => {
    for (const { url, view } of references) {
      const sprite = read(path.join('public', url));
      const match = new RegExp(`<view id="${view}" viewBox="0 (\\d+) 24 24"/><svg y="(\\d+)"`).exec(sprite);
      expect(match).not.toBeNull();
      expect(match?.[1]).toBe(match?.[2]);
    }
  });
});
