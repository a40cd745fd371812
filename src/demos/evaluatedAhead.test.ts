import { entriesEvaluatedAhead } from './evaluatedAhead';

describe('entriesEvaluatedAhead', () => {
  it("evaluates the grid's Material UI slots ahead of any grid plan, once", () => {
    const source = [
      "import * as React from 'react';",
      "import { DataGridPro } from '@mui/x-data-grid-pro';",
      "import { GridToolbar } from '@mui/x-data-grid/components';",
    ].join('\n');
    expect(entriesEvaluatedAhead(source)).toEqual(['@mui/x-data-grid/material']);
  });

  it('leaves out type-only and relative imports, and packages evaluated whole', () => {
    const source = [
      "import type { GridColDef } from '@mui/x-data-grid';",
      "import { rows } from './rows';",
      "import { BarChart } from '@mui/x-charts/BarChart';",
    ].join('\n');
    expect(entriesEvaluatedAhead(source)).toEqual([]);
  });
});
