import { DocsPageView } from '../page-view/DocsPageView';
import type { DocsContent } from '../page-view/docsContent';
import styles from './apiPage.module.css';

/** The API reference's pages: a docs page whose content was generated from the declarations. */
export default function ApiPageView({ docs }: { docs: DocsContent }) {
  return (
    <div className={styles.apiPage}>
      <DocsPageView docs={docs} />
    </div>
  );
}
