import * as React from 'react';
import dynamic from 'next/dynamic';
import { CodeBlock } from '../code/CodeBlock';
import type { ContentSegment } from '../markdown/types';

// Pages without demos never download the demo frame and its toolbar.
const Demo = dynamic(() => import('../demos/Demo').then((module) => module.Demo));

/**
 * The body of a docs page: build-time HTML, highlighted code blocks and live demos. The
 * markdown typography applies to the text and code only, never inside a demo, which renders as
 * it would in the reader's own app.
 */
export function MarkdownContent({ segments }: { segments: ContentSegment[] }) {
  return (
    <div className="markdown-body">
      {segments.map((segment, index) => {
        switch (segment.type) {
          case 'html':
            return <div key={index} className="markdown-text" dangerouslySetInnerHTML={{ __html: segment.html }} />;
          case 'code':
            return (
              <div key={index} className="markdown-text">
                <CodeBlock html={segment.html} code={segment.code} language={segment.language} />
              </div>
            );
          case 'demo':
            return <Demo key={segment.info.id} info={segment.info} />;
          default:
            return null;
        }
      })}
    </div>
  );
}
