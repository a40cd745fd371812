import * as React from 'react';
import type { DemoFile } from './types';

/**
 * Highlighted HTML of each file, or null until the highlighter (a chunk of its own, loaded the
 * first time code is shown) is ready.
 */
export function useHighlightedCode(files: DemoFile[] | null): string[] | null {
  const [highlighted, setHighlighted] = React.useState<{ files: DemoFile[]; html: string[] } | null>(null);
  React.useEffect(() => {
    if (!files) {
      return undefined;
    }
    let current = true;
    import('../markdown/highlight').then(({ highlight }) => {
      if (current) {
        setHighlighted({ files, html: files.map((file) => highlight(file.code, file.path.split('.').pop() ?? '')) });
      }
    });
    return () => {
      current = false;
    };
  }, [files]);
  return highlighted && highlighted.files === files ? highlighted.html : null;
}
