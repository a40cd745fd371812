import type { ApiDemoPage } from '../types';

/**
 * The pages a component's JSDoc lists under "Demos:" (`- [DatePicker](https://mui.com/x/react-date-pickers/date-picker/)`),
 * as site paths when they are MUI X docs pages (`/x/react-date-pickers/date-picker`), else as given.
 */
export function jsDocDemoPages(text: string): ApiDemoPage[] {
  const block = /^Demos:\s*$([\s\S]*?)(?=^[A-Z][\w ]*:\s*$|(?![\s\S]))/m.exec(text)?.[1] ?? '';
  return [...block.matchAll(/^\s*-\s*\[([^\]]+)\]\(([^)\s]+)\)/gm)].map(([, title, url]) => {
    const site = /^https:\/\/mui\.com(\/x\/[^#?]*?)\/?(?:[#?].*)?$/.exec(url);
    return { title, href: site ? site[1] : url };
  });
}
