// `/llms.txt` (the llms.txt convention: a title, a one-paragraph summary, then sections listing
// pages as `[title](url): description`) and `/llms-full.txt` (every page's Markdown in one file).

/** One page as llms.txt lists it: `url` is its Markdown file. */
export interface LlmsEntry {
  title: string;
  url: string;
  description: string;
}

export interface LlmsSection {
  title: string;
  entries: LlmsEntry[];
}

export interface LlmsHeader {
  title: string;
  summary: string;
  /** A paragraph after the summary: what the files are and how to use them. */
  details: string;
}

/** A Markdown link whose text may hold brackets. */
export function markdownLink(text: string, href: string): string {
  return `[${text.replace(/[\\[\]]/g, '\\$&')}](${href})`;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function header({ title, summary, details }: LlmsHeader): string[] {
  return [`# ${oneLine(title)}`, '', `> ${oneLine(summary)}`, '', oneLine(details), ''];
}

export function llmsTxt(head: LlmsHeader, sections: LlmsSection[]): string {
  const body = sections
    .filter((section) => section.entries.length)
    .flatMap((section) => [
      `## ${section.title}`,
      '',
      ...section.entries.map(
        (entry) => `- ${markdownLink(oneLine(entry.title), entry.url)}: ${oneLine(entry.description)}`,
      ),
      '',
    ]);
  return [...header(head), ...body].join('\n');
}

/** Every page's Markdown after the header, each page opened by a rule and the address it is published at. */
export function llmsFullTxt(head: LlmsHeader, pages: Array<{ url: string; markdown: string }>): string {
  const body = pages.flatMap((page) => ['---', '', `Source: ${page.url}`, '', page.markdown.replace(/\n+$/, ''), '']);
  return [...header(head), ...body].join('\n');
}
