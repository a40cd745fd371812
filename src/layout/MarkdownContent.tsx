import * as React from 'react';
import Box from '@mui/material/Box';
import { CodeBlock } from '../code/CodeBlock';
import { Demo } from '../demos/Demo';
import type { ContentSegment } from '../markdown/types';
import { markdownStyles } from './markdownStyles';

/** The body of a docs page: build-time HTML, highlighted code blocks and live demos. */
export function MarkdownContent({ segments }: { segments: ContentSegment[] }) {
  return (
    <Box className="markdown-body" sx={markdownStyles}>
      {segments.map((segment, index) => {
        switch (segment.type) {
          case 'html':
            return <div key={index} dangerouslySetInnerHTML={{ __html: segment.html }} />;
          case 'code':
            return <CodeBlock key={index} html={segment.html} code={segment.code} language={segment.language} />;
          case 'demo':
            return <Demo key={index} demo={segment.demo} />;
          default:
            return null;
        }
      })}
    </Box>
  );
}
