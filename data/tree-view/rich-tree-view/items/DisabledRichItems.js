import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const COURSES = [
  {
    id: 'languages',
    label: 'Languages',
    children: [
      { id: 'spanish-a1', label: 'Spanish A1' },
      { id: 'german-b2', label: 'German B2 (full)', full: true },
      { id: 'japanese-a2', label: 'Japanese A2' },
    ],
  },
  {
    id: 'arts',
    label: 'Arts (closed this term)',
    full: true,
    children: [{ id: 'pottery', label: 'Pottery' }],
  },
  { id: 'cooking', label: 'Cooking basics' },
];

const isCourseFull = (course) => course.full === true;

export default function DisabledRichItems() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="Disabled items focusable"
      />
      <RichTreeView
        aria-label="Courses"
        items={COURSES}
        isItemDisabled={isCourseFull}
        disabledItemsFocusable={focusable}
        defaultExpandedItems={['languages']}
      />
    </Box>
  );
}
