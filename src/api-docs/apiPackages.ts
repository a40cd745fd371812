import type { ApiPlan, ApiProduct } from './types';

export interface ApiPackage {
  name: string;
  product: ApiProduct;
  plan: ApiPlan;
}

/**
 * The nine packages, community first: an export belongs to the plan of the first package that
 * exports it (the Pro and Premium packages re-export everything below them).
 */
export const API_PACKAGES: readonly ApiPackage[] = [
  { name: '@mui/x-data-grid', product: 'data-grid', plan: 'community' },
  { name: '@mui/x-data-grid-pro', product: 'data-grid', plan: 'pro' },
  { name: '@mui/x-data-grid-premium', product: 'data-grid', plan: 'premium' },
  { name: '@mui/x-date-pickers', product: 'date-pickers', plan: 'community' },
  { name: '@mui/x-date-pickers-pro', product: 'date-pickers', plan: 'pro' },
  { name: '@mui/x-charts', product: 'charts', plan: 'community' },
  { name: '@mui/x-charts-pro', product: 'charts', plan: 'pro' },
  { name: '@mui/x-tree-view', product: 'tree-view', plan: 'community' },
  { name: '@mui/x-tree-view-pro', product: 'tree-view', plan: 'pro' },
];

/** The plans, lowest first. */
export const API_PLANS: readonly ApiPlan[] = ['community', 'pro', 'premium'];

export const API_PRODUCTS: readonly ApiProduct[] = ['data-grid', 'date-pickers', 'charts', 'tree-view'];

/**
 * The Data Grid's feature APIs: the `apiRef` methods each feature adds to `GridApi`. A feature page
 * ends with its table (`{{"apiMethods": "GridSortApi"}}`), made from the reference at build time.
 */
export const API_METHOD_GROUPS: readonly string[] = [
  'GridSortApi',
  'GridFilterApi',
  'GridPaginationApi',
  'GridRowSelectionApi',
  'GridRowMultiSelectionApi',
  'GridCellSelectionApi',
  'GridRowGroupingApi',
  'GridAggregationApi',
  'GridPivotingApi',
  'GridCsvExportApi',
  'GridPrintExportApi',
  'GridExcelExportApi',
  'GridEditingApi',
  'GridColumnApi',
  'GridRowApi',
  'GridRowProApi',
  'GridDataSourceApi',
  'GridColumnPinningApi',
  'GridDetailPanelApi',
  'GridScrollApi',
  'GridColumnResizeApi',
];

/**
 * The interfaces (and object types) with a page of their own: the models a reader passes to or
 * receives from the components most often. Components are found by the extractor; these are chosen.
 */
export const API_INTERFACES: Record<ApiProduct, readonly string[]> = {
  'data-grid': [
    'GridApi',
    'GridColDef',
    'GridSingleSelectColDef',
    'GridActionsColDef',
    'GridCellParams',
    'GridRowParams',
    'GridColumnHeaderParams',
    'GridRenderCellParams',
    'GridRenderEditCellParams',
    'GridValueOptionsParams',
    'GridFilterItem',
    'GridFilterModel',
    'GridFilterOperator',
    'GridRowClassNameParams',
    'GridRowSpacingParams',
    'GridCsvExportOptions',
    'GridPrintExportOptions',
    'GridExcelExportOptions',
    'GridAggregationFunction',
    'GridDataSource',
    'GridGetRowsParams',
    'GridRenderContext',
    'GridExportStateParams',
    'GridRowOrderChangeParams',
    'GridListViewColDef',
    'GridAggregationFunctionDataSource',
  ],
  'date-pickers': [],
  charts: [
    'AxisConfig',
    'ChartsXAxisProps',
    'ChartsYAxisProps',
    'BarSeriesType',
    'LineSeriesType',
    'PieSeriesType',
    'ScatterSeriesType',
    'RadarSeriesType',
    'HeatmapSeriesType',
    'FunnelSeriesType',
    'ChartImageExportOptions',
    'ChartPrintExportOptions',
    'LegendItemParams',
    'ChartsColorPalette',
    'ContinuousScaleName',
  ],
  'tree-view': [],
};
