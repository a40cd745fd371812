import Box from '@mui/material/Box';
import { DocsPageView } from '../page-view/DocsPageView';
import type { DocsContent } from '../page-view/docsContent';
import type { BlogPostSummary } from './blogPost';
import { formatPostDate } from './formatPostDate';
import { withMuiTheme } from '../theme/MuiTheme';

/** `/blog/{slug}/`: a post, with its date and authors under the title. */
function BlogPostView({ docs, post }: { docs: DocsContent; post: Pick<BlogPostSummary, 'date' | 'authors'> }) {
  const byline = (
    <Box component="p" sx={{ mt: 0, mb: 3, color: 'text.secondary', fontSize: '0.875rem' }}>
      <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.authors}
    </Box>
  );
  return <DocsPageView docs={docs} byline={byline} />;
}

export default withMuiTheme(BlogPostView);
