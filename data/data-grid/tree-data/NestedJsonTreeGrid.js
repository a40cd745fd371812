import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';

const catalog = [
  {
    slug: 'garden',
    name: 'Garden',
    products: 0,
    children: [
      { slug: 'tools', name: 'Tools', products: 42 },
      {
        slug: 'plants',
        name: 'Plants',
        products: 0,
        children: [
          { slug: 'herbs', name: 'Herbs', products: 18 },
          { slug: 'trees', name: 'Trees', products: 7 },
        ],
      },
    ],
  },
  { slug: 'kitchen', name: 'Kitchen', products: 0, children: [{ slug: 'knives', name: 'Knives', products: 25 }] },
];

function flattenCategories(nodes, parentPath = [], parentId = '') {
  return nodes.flatMap((node) => {
    // IDs joined from slugs stay unique even if two branches hold categories with the same name.
    const id = parentId ? `${parentId}/${node.slug}` : node.slug;
    const path = [...parentPath, node.name];
    return [
      { id, path, name: node.name, products: node.products },
      ...flattenCategories(node.children ?? [], path, id),
    ];
  });
}

// Flattened once, outside the component, so the rows keep the same reference between renders.
const rows = flattenCategories(catalog);

const getTreeDataPath = (row) => row.path;

const columns = [
  { field: 'products', headerName: 'Products', type: 'number', width: 120 },
  { field: 'id', headerName: 'Category ID', width: 180 },
];

export default function NestedJsonTreeGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'Category', width: 220 }}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}
