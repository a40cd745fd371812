import type { Language } from '../i18n/languages';
import { translate, type Dictionary } from '../i18n/translate';

/**
 * The landing page's own copy (pitches, plan summary, ways in). It lives beside the view, so only
 * the landing page's chunk carries it; a language without its own text gets the English one.
 * The product names, the title and the description come from `translations/`.
 */
const EN = {
  demosLabel: 'The four products, live',
  'pitch-data-grid': 'Sort, filter and edit large tables; try it: click a header, double-click a cell.',
  'pitch-date-pickers': 'Fields, calendars and range pickers that follow your locale and date library.',
  'pitch-charts': 'SVG bar, line, pie and more, themed like your app; hover the bars.',
  'pitch-tree-view': 'Nested lists with expansion, selection, editing and drag-and-drop reordering.',
  explore: 'Explore the {{product}}',
  proBadgeTitle: 'Needs the Pro plan',
  plansTitle: 'Community, Pro and Premium',
  plansIntro: 'Every product starts free under the MIT license. The commercial plans add the heavier features.',
  'plan-community': 'Community',
  'plan-community-price': 'Free, MIT license',
  'plan-community-items':
    'Data Grid with sorting, filtering, editing and export|Date and time pickers|Bar, line, pie, scatter, gauge and radar charts|Simple and rich tree views',
  'plan-pro': 'Pro',
  'plan-pro-price': 'Commercial license, per developer',
  'plan-pro-items':
    'Everything in Community|Grid: column pinning, tree data, master-detail, multi-sorting|Date range pickers|Heatmap, funnel and Sankey charts, zoom and export|Tree view reordering and lazy loading',
  'plan-premium': 'Premium',
  'plan-premium-price': 'Commercial license, per developer',
  'plan-premium-items':
    'Everything in Pro|Grid: row grouping, aggregation and pivoting|Excel export, cell selection and clipboard paste|Undo and redo, AI assistant',
  licensing: 'How licensing works',
  waysTitle: 'Start building',
  installation: 'Install the packages',
  installationHint: 'npm, pnpm or yarn; peer dependencies and the date library.',
  quickstartsTitle: 'Quickstarts',
  'quickstart-data-grid': 'Your first data grid',
  'quickstart-date-pickers': 'Your first date picker',
  'quickstart-charts': 'Your first chart',
  'quickstart-tree-view': 'Your first tree',
  searchTitle: 'Looking for something?',
  search: 'Search the docs',
};

export type LandingStringKey = keyof typeof EN;

const ZH: { [K in LandingStringKey]?: string } & Dictionary = {
  demosLabel: '四个产品的实时演示',
  'pitch-data-grid': '对大型表格排序、筛选和编辑；试试看：点击表头，双击单元格。',
  'pitch-date-pickers': '输入框、日历和范围选择器，遵循你的语言环境和日期库。',
  'pitch-charts': '柱状图、折线图、饼图等 SVG 图表，跟随应用主题；把鼠标移到柱子上。',
  'pitch-tree-view': '可展开、选择、编辑并可拖放排序的嵌套列表。',
  explore: '了解 {{product}}',
  proBadgeTitle: '需要 Pro 计划',
  plansTitle: 'Community、Pro 与 Premium',
  plansIntro: '每个产品都以 MIT 许可证免费起步。商业计划提供更重量级的功能。',
  'plan-community-price': '免费，MIT 许可证',
  'plan-community-items':
    '支持排序、筛选、编辑和导出的数据表格|日期和时间选择器|柱状图、折线图、饼图、散点图、仪表盘和雷达图|简单树视图和富树视图',
  'plan-pro-price': '商业许可证，按开发者计',
  'plan-pro-items':
    'Community 的全部功能|表格：列固定、树形数据、主从明细、多列排序|日期范围选择器|热力图、漏斗图和桑基图，缩放与导出|树视图的拖放排序与懒加载',
  'plan-premium-price': '商业许可证，按开发者计',
  'plan-premium-items':
    'Pro 的全部功能|表格：行分组、聚合与数据透视|Excel 导出、单元格选择与剪贴板粘贴|撤销与重做、AI 助手',
  licensing: '许可证说明',
  waysTitle: '开始构建',
  installation: '安装软件包',
  installationHint: 'npm、pnpm 或 yarn；对等依赖与日期库。',
  quickstartsTitle: '快速入门',
  'quickstart-data-grid': '第一个数据表格',
  'quickstart-date-pickers': '第一个日期选择器',
  'quickstart-charts': '第一个图表',
  'quickstart-tree-view': '第一棵树',
  searchTitle: '在找什么？',
  search: '搜索文档',
};

const BY_LANGUAGE: Partial<Record<Language, Dictionary>> = { zh: ZH };

/** The landing page's string `key` in `language` (English where it has none), `{{name}}` filled from `values`. */
export function landingString(language: Language, key: LandingStringKey, values?: Record<string, string>): string {
  return translate({ current: BY_LANGUAGE[language] ?? EN, fallback: EN }, key, values);
}
