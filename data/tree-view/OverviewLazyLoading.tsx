import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface Region {
  id: string;
  label: string;
  childCount: number;
}

// What the fake server knows: a region's children, fetched only when the region is expanded.
const CHILDREN: Record<string, Region[]> = {
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

const fetchChildren = (parentId?: string) =>
  new Promise<Region[]>((resolve) => {
    setTimeout(() => resolve(CHILDREN[parentId ?? 'root'] ?? []), 600);
  });

const dataSource = {
  getChildrenCount: (item: Region) => item.childCount,
  getTreeItems: fetchChildren,
};

/** Each level is fetched from a (fake, 600 ms) server the first time it opens, then kept in the cache (Pro). */
export default function OverviewLazyLoading() {
  return (
    <Box sx={{ minHeight: 220 }}>
      <RichTreeViewPro<Region> aria-label="Offices by region" items={[]} dataSource={dataSource} />
    </Box>
  );
}
