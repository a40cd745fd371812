import en from '../../../translations/translations.json';
import { translate } from '../../i18n/translate';
import type { ApiEntry } from '../types';
import { apiEntrySegments } from './apiPageSegments.server';
import { FIXTURE_LIST_ENTRY as entry } from '../../../test/fixtures/api/fixtureListEntry';

const htmlOf = (segments: ReturnType<typeof apiEntrySegments>['segments']) =>
  segments.map((segment) => (segment.type === 'demo' ? '' : segment.html)).join('');

const render = (page: ApiEntry) =>
  apiEntrySegments(page, {
    strings: (key, values) => translate({ current: en, fallback: en }, key, values),
    linkFor: () => null,
    demos: [],
  });

describe('apiEntrySegments', () => {
  it('says what the ref takes, above the props', () => {
    const html = htmlOf(render(entry).segments);
    expect(html).toContain(
      '<div class="api-ref"><p>The <code>ref</code> prop takes a <code>React.Ref&lt;HTMLDivElement&gt;</code>.</p>\n<p>Its props type',
    );
    expect(html.indexOf('api-ref')).toBeLessThan(html.indexOf('id="classes"'));
  });

  it('says that the props type takes DOM attributes, and names the type parameters once above the table', () => {
    const html = htmlOf(render(entry).segments);
    expect(html).toContain('also accepts the attributes of a <code>HTMLDivElement</code>');
    expect(html).toContain(
      '<div class="api-type-parameters"><p>The types below name the type parameters of <code>FixtureList</code>: <code>R extends object = object</code>.</p></div>',
    );
    expect(html.indexOf('api-type-parameters')).toBeLessThan(html.indexOf('<table'));
  });

  it('shows the global class of a slot in the slots table', () => {
    const html = htmlOf(render(entry).segments);
    const toolbarRow = html.slice(html.indexOf('id="slot-toolbar"'));
    expect(toolbarRow.slice(0, toolbarRow.indexOf('</tr>'))).toContain('<code>.MuiFixtureList-toolbar</code>');
    const footerRow = html.slice(html.indexOf('id="slot-footer"'));
    expect(footerRow.slice(0, footerRow.indexOf('</tr>'))).not.toContain('MuiFixtureList');
  });

  it('shows a default that is a sentence as text with its code spans, and a value as code', () => {
    const html = htmlOf(
      render({
        ...entry,
        members: [
          {
            name: 'dense',
            type: 'boolean',
            default: '`true` on a phone, `false` otherwise.',
            description: '',
            required: false,
          },
          { name: 'format', type: 'string', default: '`${adapter.formats.month}`', description: '', required: false },
        ],
      }).segments,
    );
    expect(html).toContain('<td><p><code>true</code> on a phone, <code>false</code> otherwise.</p></td>');
    expect(html).toContain('<td><code>`${adapter.formats.month}`</code></td>');
  });

  it('gives a Theme section with the key and an example theme, between the classes and the demos', () => {
    const { toc, segments } = render(entry);
    expect(toc.map((section) => section.id)).toEqual(['import', 'props', 'slots', 'classes', 'theme', 'demos']);
    expect(htmlOf(segments)).toContain('under <code>MuiFixtureList</code> in');
    const example = segments.find((segment) => segment.type === 'code' && segment.code.includes('createTheme'));
    expect(example?.type === 'code' && example.code).toContain('    MuiFixtureList: {\n      defaultProps: {},');
  });

  it('has no Theme section for a component without a theme key', () => {
    expect(render({ ...entry, theme: undefined }).toc.map((section) => section.id)).not.toContain('theme');
  });

  it('shows a type alias as the type it names, with no empty properties table', () => {
    const alias: ApiEntry = {
      ...entry,
      kind: 'interface',
      name: 'FixtureScale',
      aliasOf: "'linear' | 'log'",
      classes: [],
      refElement: undefined,
      theme: undefined,
    };
    const { toc, segments } = render(alias);
    expect(toc.map((section) => section.id)).toEqual(['import', 'type']);
    expect(
      segments.some((segment) => segment.type === 'code' && segment.code === "type FixtureScale = 'linear' | 'log';"),
    ).toBe(true);
  });
});
