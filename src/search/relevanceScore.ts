// How a search is scored against the relevance set (test/search/relevance-set.json), by
// scripts/score-search.mts: plain functions over the links the dialog listed.

export interface RelevanceAnswer {
  /** The page's path, with its language prefix (`/zh/x/…`) and trailing slash. */
  page: string;
  /** The anchor id of the section that answers, or null when any link to the page does. */
  section: string | null;
}

export interface RelevanceQuery {
  /** `name` (an exact API name), `task`, `question` (in plain words), `synonym` (other words than the page's), `typo`, `zh`, `pt`. */
  kind: string;
  query: string;
  /** The page search is opened on; by default the introduction of the query's language. */
  from?: string;
  answers: RelevanceAnswer[];
  /** The page is written on another branch: reported apart while it is not in the build. */
  pending?: boolean;
}

export interface QueryScore {
  query: RelevanceQuery;
  links: string[];
  /** Index of the first expected page among the pages listed, null when none is listed. */
  pageRank: number | null;
  firstPage: boolean;
  top3Page: boolean;
  top3Section: boolean;
}

/** A link as path and fragment, the fragment decoded (a Chinese anchor may come percent-encoded). */
function splitLink(href: string): { page: string; section: string | null } {
  const hash = href.indexOf('#');
  if (hash < 0) return { page: href, section: null };
  return { page: href.slice(0, hash), section: decodeURIComponent(href.slice(hash + 1)) };
}

/** The pages in the order the links first reach them. */
export function pagesInOrder(links: readonly string[]): string[] {
  return [...new Set(links.map((href) => splitLink(href).page))];
}

/** Scores the links listed for a query (in the dialog's order). */
export function scoreQuery(query: RelevanceQuery, links: readonly string[]): QueryScore {
  const pages = pagesInOrder(links);
  const expected = new Set(query.answers.map(({ page }) => page));
  const rank = pages.findIndex((page) => expected.has(page));
  const pageRank = rank < 0 ? null : rank;
  const top3Section = links.slice(0, 3).some((href) => {
    const link = splitLink(href);
    return query.answers.some(
      (answer) => answer.page === link.page && (answer.section === null || answer.section === link.section),
    );
  });
  return {
    query,
    links: [...links],
    pageRank,
    firstPage: pageRank === 0,
    top3Page: pageRank !== null && pageRank < 3,
    top3Section,
  };
}

export interface RelevanceSummary {
  count: number;
  firstPage: number;
  top3Page: number;
  top3Section: number;
}

/** The share of queries meeting each measure (0 to 1). */
export function summarize(scores: readonly QueryScore[]): RelevanceSummary {
  const share = (met: (score: QueryScore) => boolean) =>
    scores.length === 0 ? 0 : scores.filter(met).length / scores.length;
  return {
    count: scores.length,
    firstPage: share((score) => score.firstPage),
    top3Page: share((score) => score.top3Page),
    top3Section: share((score) => score.top3Section),
  };
}

/**
 * The page a relevance query is asked on: its `from`, else the introduction in the query's
 * language (a Chinese or Portuguese query is asked on that language's introduction).
 */
export function relevanceStartPage(query: RelevanceQuery): string {
  if (query.from) return query.from;
  return query.kind === 'zh' || query.kind === 'pt' ? `/${query.kind}/x/introduction/` : '/x/introduction/';
}
