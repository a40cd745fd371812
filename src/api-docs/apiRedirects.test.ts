import { apiRedirects, referenceSlug } from './apiRedirects';

describe('apiRedirects', () => {
  it('spells a digit as the MUI reference does', () => {
    expect(referenceSlug('PickerDay2')).toBe('picker-day-2');
    expect(referenceSlug('DateRangePickerDay2')).toBe('date-range-picker-day-2');
    expect(referenceSlug('DataGridPro')).toBe('data-grid-pro');
  });

  it('names a series type without its suffix, as the MUI reference does', () => {
    expect(referenceSlug('BarSeriesType')).toBe('bar-series');
    expect(referenceSlug('HeatmapSeriesType')).toBe('heatmap-series');
    expect(referenceSlug('SeriesTypeLegend')).toBe('series-type-legend');
  });

  it('redirects only the pages whose path the reference spells otherwise', () => {
    expect(
      apiRedirects([
        { kind: 'component', name: 'PickerDay2', slug: 'picker-day2', product: 'date-pickers', plan: 'community' },
        { kind: 'component', name: 'DatePicker', slug: 'date-picker', product: 'date-pickers', plan: 'community' },
      ]),
    ).toEqual([{ from: '/x/api/date-pickers/picker-day-2', to: '/x/api/date-pickers/picker-day2' }]);
  });
});
