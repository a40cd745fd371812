import NextLink from 'next/link';
import type { DocsContent } from '../page-view/docsContent';
import styles from './docsTabs.module.css';

/** A component page's tabs (demos, components API, hooks API): each is a page of its own. */
export default function DocsTabs({ tabs }: { tabs: NonNullable<DocsContent['tabs']> }) {
  return (
    <nav aria-label={tabs.label} className={styles.tabs}>
      {tabs.links.map((tab) => (
        <NextLink key={tab.href} href={tab.href} aria-current={tab.current ? 'page' : undefined}>
          {tab.title}
        </NextLink>
      ))}
    </nav>
  );
}
