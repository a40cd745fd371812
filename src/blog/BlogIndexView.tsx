import NextLink from 'next/link';
import Box from '@mui/material/Box';
import { DocsPageView } from '../page-view/DocsPageView';
import type { DocsContent } from '../page-view/docsContent';
import type { BlogPostSummary } from './blogPost';
import { formatPostDate } from './formatPostDate';
import { withMuiTheme } from '../theme/MuiTheme';

/** `/blog/`: the blog's introduction and every post, newest first. */
function BlogIndexView({ docs, posts }: { docs: DocsContent; posts: BlogPostSummary[] }) {
  return (
    <DocsPageView docs={docs}>
      <Box component="ol" aria-label="Posts" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
        {posts.map((post) => (
          <Box component="li" key={post.href} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
            <Box component="time" dateTime={post.date} sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
              {formatPostDate(post.date)}
            </Box>
            <Box component="h2" sx={{ typography: 'h5', my: 0.5 }}>
              <Box component={NextLink} href={post.href} sx={{ color: 'primary.main' }}>
                {post.title}
              </Box>
            </Box>
            <Box component="p" sx={{ m: 0 }}>
              {post.description}
            </Box>
            <Box component="p" sx={{ m: 0, mt: 0.5, color: 'text.secondary', fontSize: '0.875rem' }}>
              {post.authors}
            </Box>
          </Box>
        ))}
      </Box>
    </DocsPageView>
  );
}

export default withMuiTheme(BlogIndexView);
