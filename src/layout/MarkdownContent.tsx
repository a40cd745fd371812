import * as React from 'react';
import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import { CodeBlock } from '../code/CodeBlock';
import type { ContentSegment } from '../markdown/types';
import { markdownStyles } from './markdownStyles';

// Pages without demos never download the demo frame and its toolbar.
const Demo = dynamic(() => import('../demos/Demo').then((module) => module.Demo));

/**
 * The body of a docs page: build-time HTML, highlighted code blocks and live demos. The
 * markdown typography applies to the text and code only, never inside a demo, which renders as
 * it would in the reader's own app.
 */
export function MarkdownContent({ segments }: { segments: ContentSegment[] }) {
  return (
    <Box className="markdown-body">
      {segments.map((segment, index) => {
        switch (segment.type) {
          case 'html':
            return <Box key={index} sx={markdownStyles} dangerouslySetInnerHTML={{ __html: segment.html }} />;
          case 'code':
            return (
              <Box key={index} sx={markdownStyles}>
                <CodeBlock html={segment.html} code={segment.code} language={segment.language} />
              </Box>
            );
          case 'demo':
            return <Demo key={segment.info.id} info={segment.info} />;
          default:
            return null;
        }
      })}
    </Box>
  );
}
