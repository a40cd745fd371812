import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { DataGridPro } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, name: 'billing-service', language: 'Go' },
  { id: 2, name: 'web-dashboard', language: 'TypeScript' },
  { id: 3, name: 'mobile-app', language: 'Kotlin' },
  { id: 4, name: 'data-pipeline', language: 'Python' },
];

const columns = [
  { field: 'name', headerName: 'Repository', flex: 1, minWidth: 160 },
  { field: 'language', headerName: 'Language', width: 140 },
];

const messages = ['Fix rounding in totals', 'Bump dependencies', 'Add retry to upload', 'Refactor auth guard'];
const authors = ['nadia', 'li.wei', 'sam-k', 'joão'];

// A fake API: answers after 700 ms. Results are cached, so reopening a panel is instant.
const cache = new Map();
function fetchCommits(repositoryId) {
  const cached = cache.get(repositoryId);
  if (cached) {
    return Promise.resolve(cached);
  }
  return new Promise((resolve) => {
    setTimeout(() => {
      const commits = [0, 1, 2].map((index) => ({
        hash: (repositoryId * 7919 + index * 104729).toString(16).slice(0, 7),
        message: messages[(repositoryId + index) % messages.length],
        author: authors[(repositoryId * 3 + index) % authors.length],
      }));
      cache.set(repositoryId, commits);
      resolve(commits);
    }, 700);
  });
}

function RecentCommits({ repository }) {
  const [commits, setCommits] = React.useState(null);

  React.useEffect(() => {
    let active = true;
    fetchCommits(repository.id).then((result) => {
      if (active) {
        setCommits(result);
      }
    });
    return () => {
      active = false;
    };
  }, [repository.id]);

  return (
    <Box sx={{ px: 3, py: 1 }} aria-busy={commits === null}>
      {commits === null ? (
        [0, 1, 2].map((index) => <Skeleton key={index} height={48} />)
      ) : (
        <List dense disablePadding aria-label={`Recent commits of ${repository.name}`}>
          {commits.map((commit) => (
            <ListItem key={commit.hash} disableGutters>
              <ListItemText primary={commit.message} secondary={`${commit.hash} by ${commit.author}`} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

// The panel is only rendered when it opens, so nothing is fetched for closed rows.
const getDetailPanelContent = ({ row }) => <RecentCommits repository={row} />;
const getDetailPanelHeight = () => 'auto';

export default function LazyDetailPanelGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
