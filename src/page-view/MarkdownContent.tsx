import * as React from 'react';
import dynamic from 'next/dynamic';
import { CodeBlock } from '../code/CodeBlock';
import type { ContentSegment } from '../markdown/types';
import { HTML_SEGMENT_ATTRIBUTE, useHtmlFromDocument } from './useHtmlFromDocument';

// Pages without demos never download the demo frame and its toolbar.
const Demo = dynamic(() => import('../demos/Demo').then((module) => module.Demo));

function HtmlSegment({ index, html, inDocument }: { index: number; html: string; inDocument: boolean }) {
  const shown = useHtmlFromDocument(index, html, inDocument);
  return (
    <div
      className="markdown-text"
      {...{ [HTML_SEGMENT_ATTRIBUTE]: index }}
      dangerouslySetInnerHTML={{ __html: shown }}
    />
  );
}

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
            return (
              <HtmlSegment key={index} index={index} html={segment.html} inDocument={Boolean(segment.inDocument)} />
            );
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
