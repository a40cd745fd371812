import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface Region {
  code: string;
  name: string;
  countries: string[];
}

const REGIONS: Region[] = [
  { code: 'eu', name: 'Europe', countries: ['France', 'Spain', 'Poland'] },
  { code: 'as', name: 'Asia', countries: ['Japan', 'Vietnam'] },
  { code: 'sa', name: 'South America', countries: ['Chile', 'Peru'] },
];

export default function MappedSimpleTree() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 240 }}>
      <SimpleTreeView aria-label="Regions" defaultExpandedItems={['eu']}>
        {REGIONS.map((region) => (
          <TreeItem key={region.code} itemId={region.code} label={region.name}>
            {region.countries.map((country) => (
              <TreeItem key={country} itemId={`${region.code}-${country.toLowerCase()}`} label={country} />
            ))}
          </TreeItem>
        ))}
      </SimpleTreeView>
    </Box>
  );
}
