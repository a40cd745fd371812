import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

// What the fake server knows: a region's children, fetched only when the region is expanded.
const CHILDREN = {
  root: [
    { id: 'europe', label: 'Europe', childCount: 3 },
    { id: 'asia', label: 'Asia', childCount: 2 },
  ],
  europe: [
    { id: 'france', label: 'France', childCount: 2 },
    { id: 'spain', label: 'Spain', childCount: 0 },
    { id: 'poland', label: 'Poland', childCount: 0 },
  ],
  france: [
    { id: 'lyon', label: 'Lyon', childCount: 0 },
    { id: 'nantes', label: 'Nantes', childCount: 0 },
  ],
  asia: [
    { id: 'japan', label: 'Japan', childCount: 0 },
    { id: 'vietnam', label: 'Vietnam', childCount: 0 },
  ],
};

const fetchChildren = (parentId) =>
  new Promise((resolve) => {
    setTimeout(() => resolve(CHILDREN[parentId ?? 'root'] ?? []), 600);
  });

const dataSource = {
  getChildrenCount: (item) => item.childCount,
  getTreeItems: fetchChildren,
};

/** Each level is fetched from a (fake, 600 ms) server the first time it opens, then kept in the cache (Pro). */
export default function OverviewLazyLoading() {
  return (
    <Box sx={{ minHeight: 220 }}>
      <RichTreeViewPro aria-label="Offices by region" items={[]} dataSource={dataSource} />
    </Box>
  );
}
