/**
 * Turns the grid's request parameters into the URL a REST backend could receive, so each
 * tutorial step can show what it sends. `parts` lists the features the step has wired.
 */
export function describeRequest(params, parts) {
  const query = new URLSearchParams();
  if (parts.includes('page') && typeof params.start === 'number') {
    query.set('offset', String(params.start));
    query.set('limit', String(params.end - params.start + 1));
  }
  if (parts.includes('sort')) {
    params.sortModel.forEach((item) => query.append('sort', `${item.field}:${item.sort ?? 'asc'}`));
  }
  if (parts.includes('filter')) {
    params.filterModel.items
      .filter((item) => item.value != null && item.value !== '')
      .forEach((item) => query.append('filter', `${item.field}:${item.operator}:${String(item.value)}`));
    (params.filterModel.quickFilterValues ?? []).forEach((word) => query.append('q', String(word)));
  }
  const text = query.toString();
  return `GET /api/orders${text ? `?${decodeURIComponent(text)}` : ''}`;
}
