import { slotClassName } from './slotClass';

describe('slotClassName', () => {
  const classes = [
    { key: 'root', className: 'MuiDataGrid-root', description: '' },
    { key: 'toolbar', className: 'MuiDataGrid-toolbar', description: '' },
    { key: 'panel', className: '', description: '' },
  ];

  it('gives the global class whose key is the slot name', () => {
    expect(slotClassName({ name: 'toolbar', description: '' }, classes)).toBe('MuiDataGrid-toolbar');
  });

  it('gives none for a slot without a class of its name, or whose class has no global name', () => {
    expect(slotClassName({ name: 'footer', description: '' }, classes)).toBeUndefined();
    expect(slotClassName({ name: 'panel', description: '' }, classes)).toBeUndefined();
  });
});
