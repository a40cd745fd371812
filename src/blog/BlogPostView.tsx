import Box from '@mui/material/Box';
import { DocsPageView } from '../layout/DocsPageView';
import type { PagePropsOfKind } from '../site/pageProps';
import { formatPostDate } from './formatPostDate';
import { withMuiTheme } from '../theme/MuiTheme';

/** `/blog/{slug}/`: a post, with its date and authors under the title. */
function BlogPostView({ docs, post }: Pick<PagePropsOfKind<'blog-post'>, 'docs' | 'post'>) {
  const byline = (
    <Box component="p" sx={{ mt: 0, mb: 3, color: 'text.secondary', fontSize: '0.875rem' }}>
      <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.authors}
    </Box>
  );
  return <DocsPageView docs={docs} byline={byline} />;
}

export default withMuiTheme(BlogPostView);
